/**
 * The field a resume's work is in, read from its vocabulary, so advice speaks the person's
 * field (RUBRIC.md 5: a nurse is shown a nurse's bullet, not a deployment time).
 */
export type Field =
  | 'software'
  | 'health'
  | 'teaching'
  | 'finance'
  | 'sales'
  | 'design'
  | 'engineering'
  | 'research'
  | 'law'
  | 'service'
  | 'general';

/** Words of each field, in English and the languages the engine reads most. */
const vocabulary: [Exclude<Field, 'general'>, RegExp][] = [
  [
    'software',
    /\b(?:software|developer|programming|javascript|typescript|python|java|react|node\.?js|kubernetes|docker|backend|frontend|full[- ]stack|api|devops|sql|git|aws|cloud|machine learning|desarrollador|entwickler|développeur|sviluppatore)\b/giu,
  ],
  [
    'health',
    /\b(?:nurse|nursing|patients?|clinical|clinic|hospital|medical|medicine|physician|pharmacy|therapy|therapist|paramedic|emt|icu|healthcare|care plans?|medication|enfermer\w*|pflege\w*|patient\w*|infirmi\w*|médic\w*|medic\w*)\b/giu,
  ],
  [
    'teaching',
    /\b(?:teacher|teaching|classroom|curriculum|lessons?|pupils|tutor\w*|kindergarten|lesson plans?|instructor|lehrer\w*|unterricht|professeur|enseignant\w*|docente|insegnante|profesor\w*)\b/giu,
  ],
  [
    'finance',
    /\b(?:accounting|accountant|audit\w*|tax|ledger|financial|finance|cpa|reconcil\w*|payable|receivable|budget\w*|controller|bookkeep\w*|invoices?|payroll|buchhaltung|comptab\w*|contabil\w*|contador\w*)\b/giu,
  ],
  [
    'sales',
    /\b(?:sales|marketing|clients?|customers?|revenue|campaigns?|brand\w*|quota|crm|leads|accounts|retail|merchandis\w*|vertrieb|ventes?|vendite|ventas)\b/giu,
  ],
  [
    'design',
    /\b(?:design|designer|illustrat\w*|typography|figma|photoshop|illustrator|indesign|sketch|portfolio|visual|branding|ux|ui|gestaltung)\b/giu,
  ],
  [
    'engineering',
    /\b(?:civil|mechanical|structural|cad|autocad|solidworks|construction|site|electrical|manufacturing|plant|hvac|surveying|architecture|architect|planning|bau\w*|ingenieur\w*|ingénieur\w*|ingegner\w*|ingenier\w*|engenhar\w*)\b/giu,
  ],
  [
    'research',
    /\b(?:research|publications?|journal|laboratory|lab|thesis|dissertation|experiments?|assay|fieldwork|forschung|recherche|ricerca|investigación|pesquisa)\b/giu,
  ],
  [
    'law',
    /\b(?:legal|law|attorney|litigation|contracts|counsel|paralegal|court|compliance|lawyer|rechts\w*|avocat|avvocato|abogado|advogad\w*)\b/giu,
  ],
  [
    'service',
    /\b(?:restaurant|hotel|guests?|hospitality|front desk|barista|server|waiter|waitress|cashier|store|shifts?|kitchen|chef)\b/giu,
  ],
];

/** A field needs this many of its words before it outweighs 'general'. */
const minWords = 4;

/** The field whose words the text uses most, or 'general'. */
export function fieldOf(text: string): Field {
  let best: Field = 'general';
  let most = minWords - 1;
  for (const [field, words] of vocabulary) {
    const count = [...text.matchAll(words)].length;
    if (count > most) {
      best = field;
      most = count;
    }
  }
  return best;
}

/** A bullet's ending that shows a result, in the field's own terms. */
export const resultExample: Record<Field, string> = {
  software: '… cutting build time by 40%',
  health: '… for 6 patients a shift, with no medication errors',
  teaching: '… for 28 students, raising the pass rate from 70% to 85%',
  finance: '… closing the month 3 days sooner',
  sales: '… growing the territory’s revenue 18% in a year',
  design: '… for 12 clients, lifting sign-ups 15%',
  engineering: '… delivered 2 weeks early on a $4M project',
  research: '… across 3 studies with 1,200 participants',
  law: '… across 40 contracts a quarter',
  service: '… serving 150 guests a night',
  general: '… saving the team 5 hours a week',
};

/** A summary's opening line that says what the writer brings, in the field's terms. */
export const summaryExample: Record<Field, string> = {
  software: 'Front-end developer who cut load times 40% at …',
  health: 'Registered nurse with 6 years in cardiac care at …',
  teaching: 'Maths teacher who raised pass rates to 85% at …',
  finance: 'Accountant who closes the books of a $20M company in 5 days at …',
  sales: 'Account manager who grew a territory 18% at …',
  design: 'Brand designer whose identity work lifted sign-ups 15% at …',
  engineering: 'Civil engineer who delivered a $4M bridge 2 weeks early at …',
  research: 'Biologist with 3 published studies on …',
  law: 'Paralegal handling 40 contracts a quarter at …',
  service: 'Shift lead serving 150 guests a night at …',
  general: 'Coordinator who saved the team 5 hours a week at …',
};
