// Types of stylesheet-check.js for the shell's browser code, which checks the stylesheets a remote adds.
export function checkStylesheet(css: string, remote: string): string[];
export function scopeProblems(css: string, remote: string): string[];
export function pageAreaScope(remote: string): string;
