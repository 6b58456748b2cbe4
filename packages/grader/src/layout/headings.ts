import type { SectionKind } from './types.ts';

/**
 * Section titles as resumes print them, in the corpus languages (English, Spanish,
 * Portuguese, German, Chinese). Matched against the whole heading, case- and accent-blind.
 */
const titles: Record<Exclude<SectionKind, 'other'>, string[]> = {
  contact: [
    'contact',
    'contact information',
    'contact info',
    'contacto',
    'contato',
    'kontakt',
    '联系方式',
    '个人信息',
    '基本信息',
  ],
  summary: [
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
    'education',
    'academic background',
    'education and training',
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
  languages: ['languages', 'idiomas', 'sprachen', '语言', '语言能力'],
  interests: [
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
  references: ['references', 'referencias', 'referências', 'referenzen'],
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
  const key = normalise(text);
  if (key.length === 0 || key.length > 40) return null;
  const exact = known(key);
  if (exact) return exact;
  // Two titles joined ('Skills & Awards', 'Education and Certifications'): the first names it.
  const parts = key.split(/\s+(?:&|and|\/|y|e|und)\s+/);
  if (parts.length < 2 || !parts.every((part) => known(part))) return null;
  return known(parts[0] as string) ?? null;
}
