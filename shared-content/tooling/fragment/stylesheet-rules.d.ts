// Types of stylesheet-rules.js for the shell's browser code, which checks the stylesheets a remote adds.
export const PAGE_AREA_ATTRIBUTE: string;
export const CONDITION_AT_RULES: string[];
export const NAMED_AT_RULES: string[];
export const NESTED_RULES_PROBLEM: string;
export function pageAreaScope(remote: string): string;
export function isScopedName(name: string, remote: string): boolean;
export function atRuleProblem(name: string, remote: string): string;
export function unscopedNameProblem(kind: string, name: string, remote: string): string;
export function unscopedSelectorProblem(selector: string, remote: string): string;
/** The parts of a CSSOM rule the check reads. */
export interface CssomRule {
  constructor: { name: string };
  cssRules?: ArrayLike<CssomRule>;
  selectorText?: string;
  name?: string;
}
export function cssomProblems(rules: ArrayLike<CssomRule>, remote: string): string[];
