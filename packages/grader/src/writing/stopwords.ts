/**
 * Function words the repetition check never counts, per language with space-separated
 * words. Repeating 'the' or 'para' is not a writing fault; repeating 'managed' is. The
 * English list also holds filler every resume needs ('using', 'including') and numbers.
 */
const lists = {
  en: `
a about above after again against all also am an and any are as at be because been before
being below between both but by can could did do does doing down during each etc few for
from further had has have having he her here hers herself him himself his how i if in into
is it its itself just me more most my myself no nor not now of off on once only or other our
ours ourselves out over own same she should so some such than that the their theirs them
themselves then there these they this those through to too under until up upon very via was
we were what when where which while who whom why will with within without would you your
yours yourself yourselves per across along among around like many much well using
including new various several within one two three four five six seven eight
nine ten first second third hundred thousand million billion year years month months day days
`,
  es: `
a al algo algunos ante antes bajo cada como con contra cual cuando de del desde donde dos el
ella ellas ellos en entre era es esa ese eso esta este esto estos fue fueron ha han hasta la
las le les lo los mas me mi mis muy más nos o otra otro otros para pero por que qué se sin
sobre son su sus también tanto te tu un una uno unos y ya año años
`,
  pt: `
a ao aos as até com como da das de dele do dos e ela ele eles em entre era essa esse esta
este foi foram há isso mais mas me meu minha muito na nas no nos não o os ou para pela pelo
por que se sem ser seu seus sobre sua suas também um uma umas uns à às é ano anos
`,
  de: `
aber als am an auch auf aus bei bin bis da das dass dem den der des die dies diese dieser ein
eine einem einen einer es für hat haben ich im in ist ja jahr jahre kein man mit nach nicht
noch nur oder sich sie sind so sehr über um und uns unter vom von vor war wie wir wird zu zum
zur
`,
  fr: `
à au aux avec ce ces dans de des du elle en et eux il je la le les leur lui ma mais me même
mes moi mon ne nos notre nous on ou où par pas pour qu que qui sa se ses son sur ta te tes
toi ton tu un une vos votre vous été être avoir an ans
`,
  it: `
a ad al alla alle agli ai anche anno anni come con da dal dalla dei del della delle di e ed
era è fra gli ha hanno i il in la le lo ma mi nel nella nei non o per più questo questa se
si sono su sua suo sue suoi sul sulla tra un una uno
`,
  nl: `
aan al als bij dan dat de deze die dit door een en er het hij hun ik in is jaar jaren je
maar met na naar niet nog of om onder ook op over te tot uit van veel voor was wat we werd
wij zijn zij zo mijn mij me ons onze jouw uw haar heb heeft hebben ben wordt worden kan
kon zal zou geen meer alle alleen waar hoe
`,
};

export type StopwordLanguage = keyof typeof lists;

const sets = Object.fromEntries(
  Object.entries(lists).map(([code, words]) => [code, new Set(words.trim().split(/\s+/u))]),
) as Record<StopwordLanguage, Set<string>>;

export const hasStopwords = (code: string): code is StopwordLanguage => code in sets;

export const isStopword = (code: StopwordLanguage, word: string): boolean =>
  sets[code].has(word.toLowerCase());

/**
 * Whether a word is a function word of one of the other languages listed: in an English
 * resume, a line in German or French ('sehr gut' beside a language) rather than a typo.
 * Short ones are left out, being too near English typos ('dat', 'te').
 */
export const isOtherLanguageStopword = (word: string): boolean =>
  word.length >= 4 &&
  Object.keys(sets).some((code) => code !== 'en' && isStopword(code as StopwordLanguage, word));
