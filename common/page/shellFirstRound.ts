// The app shell's first-round script (scripts/build/firstRoundPreload.ts, inline in index.html) asks for a deep
// link's chunks once the shell has painted. It leaves this function on `window` so that an entry which starts before
// that paint is reported has it ask at once (src/navigation/shellStyleSheets.ts): the entry then finds the route's
// style sheets asked for, whichever came first.

/** The name of the function on `window`; absent on routes the shell preloads nothing for (login, the agreements). */
export const SHELL_FIRST_ROUND = '__scmFirstRound';
