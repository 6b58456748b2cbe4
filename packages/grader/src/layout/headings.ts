import type { SectionKind } from './types.ts';

/**
 * Section titles as resumes print them, in English, Spanish, Portuguese, German, French,
 * Italian, Dutch and Chinese. Matched against the whole heading, case- and accent-blind.
 */
const titles: Record<Exclude<SectionKind, 'other'>, string[]> = {
  contact: [
    'coordonnées',
    'contatti',
    'contactgegevens',
    'contact',
    'contact information',
    'contact info',
    'contact details',
    'personal information',
    'personal details',
    'profiles',
    'contacto',
    'contato',
    'kontakt',
    '联系方式',
    '个人信息',
    '基本信息',
  ],
  summary: [
    'profil professionnel',
    'à propos',
    'profilo',
    'profiel',
    'samenvatting',
    'personal statement',
    'summary',
    'professional summary',
    'profile',
    'professional profile',
    'about',
    'about me',
    'objective',
    'career objective',
    'overview',
    'executive summary',
    'resumen',
    'perfil',
    'resumo',
    'sobre mim',
    'objetivo',
    'profil',
    'kurzprofil',
    'über mich',
    '个人简介',
    '自我评价',
    '简介',
    '个人总结',
    '求职意向',
  ],
  experience: [
    'work',
    'jobs',
    'career',
    'expérience professionnelle',
    'expériences professionnelles',
    'expérience',
    'expériences',
    'esperienza',
    'esperienze',
    'esperienza professionale',
    'esperienze professionali',
    'werkervaring',
    'ervaring',
    'werkgeschiedenis',
    'experience',
    'work experience',
    'professional experience',
    'employment',
    'employment history',
    'work history',
    'career history',
    'relevant experience',
    'experience & leadership',
    'experiencia',
    'experiencia laboral',
    'experiencia profesional',
    'experiência',
    'experiência profissional',
    'berufserfahrung',
    'erfahrung',
    'berufliche erfahrung',
    'praxiserfahrung',
    'positions',
    'positions held',
    '工作经历',
    '工作背景',
    '工作经验',
    '实习经历',
    '经历',
  ],
  education: [
    'studies',
    'training',
    'formation',
    'formations',
    'études',
    'istruzione',
    'formazione',
    'opleiding',
    'opleidingen',
    'education',
    'academic background',
    'education and training',
    // British usage: degrees and school results ('Summary of Qualifications' is a summary).
    'qualifications',
    'academic qualifications',
    'education and qualifications',
    'academics',
    'educación',
    'formación',
    'formación académica',
    'educação',
    'formação',
    'formação acadêmica',
    'ausbildung',
    'bildung',
    'studium',
    'bildungsweg',
    '教育背景',
    '教育经历',
    '教育',
  ],
  skills: [
    'strengths',
    'technical skills / tools',
    'tools & technologies',
    'tech stack',
    'compétences',
    'competenze',
    'vaardigheden',
    'aptitudes',
    'skills',
    'technical skills',
    'core skills',
    'key skills',
    'skills & interests',
    'skills and interests',
    'competencies',
    'core competencies',
    'technologies',
    'programming',
    'tools',
    'expertise',
    'habilidades',
    'competencias',
    'conhecimentos',
    'competências',
    'kenntnisse',
    'fähigkeiten',
    'kompetenzen',
    '技能',
    '专业技能',
    '技术技能',
    '技能特长',
  ],
  projects: [
    'projets',
    'progetti',
    'projecten',
    'projects',
    'personal projects',
    'selected projects',
    'academic projects',
    'side projects',
    'proyectos',
    'projetos',
    'projekte',
    '项目经历',
    '项目经验',
    '项目',
  ],
  certifications: [
    'certificats',
    'certificazioni',
    'certificaten',
    'certifications',
    'certificates',
    'licenses & certifications',
    'licenses and certifications',
    'certificaciones',
    'certificações',
    'zertifikate',
    'zertifizierungen',
    '证书',
  ],
  awards: [
    'distinctions',
    'prix',
    'premi',
    'onderscheidingen',
    'awards',
    'honors',
    'honors & awards',
    'honors and awards',
    'achievements',
    'awards & honors',
    'premios',
    'prêmios',
    'auszeichnungen',
    '获奖情况',
    '荣誉奖项',
    '奖项',
  ],
  publications: [
    'publications',
    'papers',
    'research',
    'publicaciones',
    'publicações',
    'publikationen',
    '论文',
    '发表论文',
  ],
  languages: [
    'langues',
    'lingue',
    'talen',
    'idiomas e certificações',
    'languages',
    'idiomas',
    'sprachen',
    '语言',
    '语言能力',
  ],
  interests: [
    'involvement',
    'centres d’intérêt',
    "centres d'intérêt",
    'loisirs',
    'interessi',
    'hobby',
    'interesses',
    'interests',
    'hobbies',
    'hobbies & interests',
    'extracurricular',
    'extracurricular activities',
    'extracurricular activity',
    'activities',
    'intereses',
    'interesses',
    'interessen',
    'hobbys',
    '兴趣爱好',
  ],
  volunteering: [
    'bénévolat',
    'volontariato',
    'vrijwilligerswerk',
    'volunteer',
    'volunteering',
    'volunteer experience',
    'leadership',
    'leadership experience',
    'community',
    'voluntariado',
    'ehrenamt',
    '志愿者经历',
  ],
  references: [
    'références',
    'referenze',
    'referenties',
    'references',
    'referencias',
    'referências',
    'referenzen',
  ],
};

const normalise = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[:：|•·]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const lookup = new Map<string, SectionKind>();
for (const [kind, names] of Object.entries(titles) as [SectionKind, string[]][]) {
  for (const name of names) lookup.set(normalise(name), kind);
}

const known = (key: string) => lookup.get(key) ?? lookup.get(key.replace(/\s+/g, ''));

/** The section a heading names, or null when the text is not a known section title. */
export function sectionKindOf(text: string): SectionKind | null {
  return sectionKindsOf(text)[0] ?? null;
}

/**
 * Every kind a section title names, the one it is filed under first: two titles joined
 * ('Skills & Awards', 'Education and Certifications', 'Tools / Skills') name both.
 */
export function sectionKindsOf(text: string): SectionKind[] {
  const key = normalise(text);
  if (key.length === 0 || key.length > 40) return [];
  const exact = known(key);
  if (exact) return [exact];
  const parts = key.split(/(?<!\s)(?:\s*(?:&|\/)\s*|\s+(?:and|y|e|und|et|en)\s+)/);
  const kinds = parts.map(known);
  if (parts.length < 2 || !kinds.every((kind) => kind)) return [];
  return kinds.filter((kind): kind is SectionKind => Boolean(kind));
}

/** Words a heading of each kind is built on, for titles worded freely ('Where I worked'). */
const keywords: [SectionKind, RegExp][] = [
  ['experience', /\b(?:work(?:ed|ing)?|employ\w*|career|jobs?|experience)\b/u],
  ['education', /\b(?:educat\w*|stud(?:y|ies)|schools?|universit\w*|academ\w*|degrees?)\b/u],
  ['skills', /\b(?:skills?|tools?|technolog\w*|competenc\w*|strengths?|expertise|stack)\b/u],
  ['projects', /\bprojects?\b/u],
  ['certifications', /\b(?:certif\w*|licen[cs]\w*)\b/u],
  ['awards', /\b(?:awards?|honou?rs?|achievements?|prizes?)\b/u],
  ['publications', /\b(?:publications?|papers?)\b/u],
  ['languages', /\blanguages?\b/u],
  ['volunteering', /\b(?:volunteer\w*|community)\b/u],
  ['interests', /\b(?:interests?|hobb\w*|involvement|activities)\b/u],
  ['summary', /\b(?:summary|profile|about)\b/u],
];

/**
 * The kind of a line set in the style of the resume's headings but titled freely: by the
 * first keyword it holds, else 'other' (a section of its own that ends the one before).
 */
export function sectionKindByKeyword(text: string): SectionKind {
  const key = normalise(text);
  return keywords.find(([, pattern]) => pattern.test(key))?.[0] ?? 'other';
}
