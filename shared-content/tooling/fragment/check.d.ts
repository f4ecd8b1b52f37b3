// Types of check.js for the shell's browser code, which checks the stylesheets a remote adds.
export function checkFragment(html: string): string[];
export function checkStylesheet(css: string, remote: string): string[];
export function scopeProblems(css: string, remote: string): string[];
export function pageAreaScope(remote: string): string;
export function attributeProblems(element: string, name: string, value: string): string[];
export function elementProblem(name: string, inSvg: boolean): string;
export function isPageComment(text: string): boolean;
