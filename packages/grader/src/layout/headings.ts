import type { SectionKind } from './types.ts';

/**
 * Section titles as resumes print them, in English, Spanish, Portuguese, German, French,
 * Italian, Dutch and Chinese. Matched against the whole heading, case- and accent-blind.
 */
const titles: Record<Exclude<SectionKind, 'other'>, string[]> = {
  contact: [
    'контакты',
    'контактная информация',
    'kontakt',
    'dane kontaktowe',
    'iletişim',
    'persönliche daten',
    'persoenliche daten',
    'angaben zur person',
    'dati personali',
    'datos personales',
    'dados pessoais',
    'informations personnelles',
    'persoonlijke gegevens',
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
    'о себе',
    'цель',
    'profil zawodowy',
    'hakkımda',
    'research interests',
    'research fields',
    'research areas',
    'areas of interest',
    'fields of interest',
    'profilo personale',
    'perfil profesional',
    'perfil profissional',
    'zusammenfassung',
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
    'опыт работы',
    'опыт',
    'трудовая деятельность',
    'профессиональный опыт',
    'doświadczenie zawodowe',
    'doświadczenie',
    'werkervaring',
    'iş deneyimi',
    'deneyim',
    'teaching',
    'teaching experience',
    'research experience',
    'academic experience',
    'academic positions',
    'appointments',
    'academic appointments',
    'employment and education',
    'beruflicher werdegang',
    'berufliche laufbahn',
    'berufspraxis',
    'praktika',
    'praktikum',
    'esperienza lavorativa',
    'esperienze lavorative',
    'experiência profissional',
    'expérience professionnelle',
    'expériences professionnelles',
    'stages',
    'internships',
    'internship experience',
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
    'образование',
    'wykształcenie',
    'edukacja',
    'eğitim',
    'schulbildung',
    'hochschulbildung',
    'akademische ausbildung',
    'schulische ausbildung',
    'istruzione e formazione',
    'formación académica',
    'formação académica',
    'formation académique',
    'opleiding en training',
    'studies',
    'training',
    'formation',
    'formations',
    'études',
    'istruzione',
    'formazione',
    'opleiding',
    'opleidingen',
    'onderwijs',
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
    'навыки',
    'ключевые навыки',
    'профессиональные навыки',
    'umiejętności',
    'yetenekler',
    'beceriler',
    'competenze personali',
    'capacità e competenze personali',
    'competenze tecniche',
    'competenze digitali',
    'compétences techniques',
    'edv-kenntnisse',
    'it-kenntnisse',
    'edv kenntnisse',
    'fachkenntnisse',
    'besondere kenntnisse',
    'habilidades técnicas',
    'computer skills',
    'software',
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
    'weiterbildung',
    'weiterbildungen',
    'fortbildungen',
    'cursos',
    'courses',
    'cours',
    'corsi',
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
    'grants',
    'fellowships',
    'grants and fellowships',
    'fellowships and awards',
    'scholarships',
    'honors and fellowships',
    'prizes',
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
    'selected publications',
    'peer-reviewed publications',
    'refereed publications',
    'journal articles',
    'working papers',
    'work in progress',
    'works in progress',
    'talks',
    'invited talks',
    'presentations',
    'conference presentations',
    'seminars and conference presentations',
    'conferences',
    'preprints',
    'book chapters',
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
    'языки',
    'знание языков',
    'języki',
    'diller',
    'sprachkenntnisse',
    'conoscenze linguistiche',
    'competenze linguistiche',
    'langues étrangères',
    'lenguas',
    'línguas',
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
    'увлечения',
    'хобби',
    'zainteresowania',
    'hobiler',
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
    'service',
    'professional service',
    'academic service',
    'ehrenamtliches engagement',
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
    .replace(/[:：|•·【】［］〔〕「」『』]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const lookup = new Map<string, SectionKind>();
for (const [kind, names] of Object.entries(titles) as [SectionKind, string[]][]) {
  for (const name of names) lookup.set(normalise(name), kind);
}

const known = (key: string) => lookup.get(key) ?? lookup.get(key.replace(/\s+/g, ''));

/**
 * Words Chinese and Japanese headings are built on, most specific first: a heading is a
 * short run of these scripts ('科研与比赛经历', '学歴・職歴', '招待講演'), so a word inside
 * it names the section however the rest is worded.
 */
const cjkKeywords: [SectionKind, RegExp][] = [
  ['publications', /论文|論文|发表|発表|出版|講演|讲座|プレプリント/u],
  ['education', /学歴|学历|教育|学位|在校|学业|課程|课程/u],
  ['experience', /経歴|经历|經歷|職歴|职历|工作|实习|實習|インターン|实践|実務|職務/u],
  ['projects', /项目|項目|プロジェクト/u],
  ['skills', /技能|スキル|能力|特长|技术|技術/u],
  ['certifications', /证书|資格|免許|认证/u],
  ['awards', /奖|獎|賞|荣誉|榮譽|表彰/u],
  ['languages', /语言|語学|外语|外国語/u],
  ['summary', /评价|評価|自己pr|简介|概要|志望|求职意向|キーワード|关键词/u],
  ['contact', /信息|情報|联系|連絡|个人资料/u],
  ['interests', /爱好|愛好|趣味|兴趣/u],
];
/** A heading in Chinese or Japanese: 2–12 characters of those scripts, maybe split by '/'. */
const cjkHeading =
  /^(?:[一二三四五六七八九十][、.]\s*)?[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー・/／、与和及 ]{2,16}$/u;

function cjkKindOf(key: string): SectionKind | null {
  if (!cjkHeading.test(key) || !/\p{Script=Han}|\p{Script=Katakana}/u.test(key)) return null;
  const compact = key.replace(/\s+/g, '');
  if (compact.length > 12) return null;
  return cjkKeywords.find(([, pattern]) => pattern.test(compact))?.[0] ?? null;
}

/**
 * The noun a heading opens with, in the languages the engine reads, after a qualifier
 * ('Other', 'Selected', 'Praktische'): 'Experiencia en investigación', 'Altre esperienze
 * lavorative', 'Articoli su riviste scientifiche' name their section by it. Normalised text
 * (accents stripped), whole first words only.
 */
const headNouns: [SectionKind, RegExp][] = [
  [
    'experience',
    /^(?:experiences?|experiencias?|experiencias?|esperienz[ae]|erfahrung(?:en)?|ervaring|expériences?|positions|werdegang|berufserfahrung|praktika|stages?|employment|opyt|опыт|internships|tatigkeiten|tatigkeit|laufbahn|teaching|docencia|insegnamento|lavoro|trabajo|trabalho|trabalhos|fieldwork)$/u,
  ],
  [
    'education',
    /^(?:education|educacion|educazione|educacao|formation|formations|formacion|formacao|istruzione|ausbildung|studium|studies|estudios|etudes|studi|opleidingen?|образование|schulbildung|hochschulbildung)$/u,
  ],
  [
    'skills',
    /^(?:skills|habilidades|competences|competencias|competenze|competencias|kenntnisse|fahigkeiten|conoscenze|conhecimentos|informatica|logiciels|навыки|vaardigheden)$/u,
  ],
  [
    'publications',
    /^(?:publications?|publicaciones|publicacoes|pubblicazioni|publikationen|articoli|articulos|artigos|articles|capitoli|chapters|papers|posters?|talks|presentations|conferen[cz]e|conferences|congressi|congresos|lavori|публикации)$/u,
  ],
  [
    'awards',
    /^(?:awards?|premi|premios|premios|preise|borse|becas|bolsas|honou?rs|prizes|grants|награды)$/u,
  ],
  ['languages', /^(?:languages|langues|lingue|idiomas|sprachen|talen|языки|sprachkenntnisse)$/u],
  [
    'certifications',
    /^(?:certifications?|certificates|cursos|corsi|cours|courses|weiterbildung|zertifikate)$/u,
  ],
  [
    'interests',
    /^(?:interests|hobbies|hobbys|loisirs|interets|interessi|intereses|interesses|увлечения)$/u,
  ],
  [
    'volunteering',
    /^(?:volunteering|outreach|memberships|ehrenamt|voluntariado|volontariato|benevolat)$/u,
  ],
  ['contact', /^(?:contact|contacts|contacto|contato|kontakt|контакты)$/u],
];
/** Qualifiers a heading may open with before its noun. */
const qualifiers =
  /^(?:other|additional|selected|relevant|recent|current|further|altre|altri|autres|otras|otros|outras|outros|weitere|andere|praktische|berufliche|akademische|principales|principais|attuale|research|academic|professional|international|professionnelles?)\s+/u;

/** Words that join a heading's noun to what it qualifies: 'Experiencia en investigación'. */
const joiners = new Set(
  'of in on for with and at to de di da del della delle en y e et und su sul sulla im zur zum a au aux des du para per'.split(
    ' ',
  ),
);

/** English head nouns: English sets a noun before a noun ('Teaching Assistant' is a title). */
const englishNoun =
  /^(?:experiences?|positions|employment|internships|teaching|fieldwork|education|studies|skills|publications?|articles|chapters|papers|posters?|talks|presentations|conferences|awards?|honou?rs|prizes|grants|languages|certifications?|certificates|courses|interests|hobbies|volunteering|outreach|memberships|contacts?)$/u;

/**
 * The kind a short heading's opening noun names, or null. An English noun stands alone or
 * is joined to the rest ('Experience in Research'); in the other languages an adjective
 * follows its noun ('Esperienze lavorative', 'Expérience clinique').
 */
function headNounKindOf(key: string): SectionKind | null {
  const [noun, next] = key.replace(qualifiers, '').split(' ');
  if (!noun || key.split(' ').length > 5 || /[\d.,]/u.test(key)) return null;
  if (next !== undefined && englishNoun.test(noun) && !joiners.has(next)) return null;
  return headNouns.find(([, pattern]) => pattern.test(noun))?.[0] ?? null;
}

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
  if (parts.length >= 2 && kinds.every((kind) => kind)) {
    return kinds.filter((kind): kind is SectionKind => Boolean(kind));
  }
  // 'Label: value' is a field, never a heading.
  if (/[:：]\s*\S/u.test(text)) return [];
  const named = cjkKindOf(key) ?? headNounKindOf(key);
  return named ? [named] : [];
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
