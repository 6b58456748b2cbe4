// One-page resumes in the six languages the grader spells with hunspell dictionaries, for
// the grading bench: each loads its language's dictionary.
import { makePdf, stack } from '../../../packages/grader/test/pdf-builder.ts';

const resumes: Record<string, string[]> = {
  de: [
    'BERUFSERFAHRUNG',
    'Softwareentwicklerin, Stadtwerke München, 2019–2024',
    '• Entwicklung einer Plattform für die Abrechnung von Stromverträgen',
    '• Verkürzung der Antwortzeiten unserer Schnittstellen um vierzig Prozent',
    '• Betreuung von drei Auszubildenden und Einführung regelmäßiger Codeprüfungen',
    'AUSBILDUNG',
    'Bachelor in Informatik, Technische Universität Dresden',
  ],
  es: [
    'EXPERIENCIA',
    'Ingeniera de software, Banco Central, 2019–2024',
    '• Diseñé una plataforma de pagos que procesa dos millones de operaciones al mes',
    '• Reduje el tiempo de respuesta de los servicios en un cuarenta por ciento',
    '• Coordiné a un equipo de cinco personas en Madrid y Barcelona',
    'FORMACIÓN',
    'Grado en Ingeniería Informática, Universidad de Sevilla',
  ],
  fr: [
    'EXPÉRIENCE PROFESSIONNELLE',
    'Ingénieure logiciel, Société Générale, 2019–2024',
    '• Conception d’une plateforme de paiement utilisée par deux millions de clients',
    '• Réduction du temps de réponse des services de quarante pour cent',
    '• Encadrement d’une équipe de cinq développeurs à Paris et à Lyon',
    'FORMATION',
    'Diplôme d’ingénieur en informatique, Université de Bordeaux',
  ],
  it: [
    'ESPERIENZA PROFESSIONALE',
    'Ingegnera del software, Banca Sella, 2019–2024',
    '• Progettazione di una piattaforma di pagamento usata da due milioni di clienti',
    '• Riduzione dei tempi di risposta dei servizi del quaranta per cento',
    '• Coordinamento di una squadra di cinque sviluppatori a Milano e Torino',
    'ISTRUZIONE',
    'Laurea in Ingegneria Informatica, Politecnico di Milano',
  ],
  nl: [
    'WERKERVARING',
    'Softwareontwikkelaar, Rabobank, 2019–2024',
    '• Ontwikkeling van een betaalplatform voor twee miljoen klanten',
    '• Verkorting van de reactietijd van onze diensten met veertig procent',
    '• Begeleiding van een team van vijf ontwikkelaars in Utrecht en Amsterdam',
    'OPLEIDING',
    'Bachelor Informatica, Universiteit van Amsterdam',
  ],
  pt: [
    'EXPERIÊNCIA PROFISSIONAL',
    'Engenheira de software, Banco do Brasil, 2019–2024',
    '• Desenvolvimento de uma plataforma de pagamentos usada por dois milhões de clientes',
    '• Redução do tempo de resposta dos serviços em quarenta por cento',
    '• Coordenação de uma equipe de cinco desenvolvedores em São Paulo e Recife',
    'FORMAÇÃO',
    'Bacharelado em Ciência da Computação, Universidade de São Paulo',
  ],
};

/** Each language's resume as a PDF, with its language code. */
export function languageResumes(): Promise<{ language: string; pdf: Buffer }[]> {
  return Promise.all(
    Object.entries(resumes).map(async ([language, lines]) => ({
      language,
      pdf: Buffer.from(
        await makePdf([stack({ x: 50, y: 60, leading: 16 }, ['Maria Silva', ...lines])]),
      ),
    })),
  );
}
