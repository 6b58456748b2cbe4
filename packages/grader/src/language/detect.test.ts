import { beforeAll, describe, expect, it } from 'vitest';
import { detectLanguage, detectLanguageVia, loadLanguageModel } from './detect.ts';

beforeAll(loadLanguageModel);

const resumes: [string, string][] = [
  [
    'en',
    'EXPERIENCE\nData Engineer, Acme Robotics, 2020–2024\n• Built a streaming pipeline in Kafka and Spark handling 5 TB a day\n• Cut nightly batch time from 6 hours to 40 minutes\nEDUCATION\nB.S. Computer Science, University of Texas',
  ],
  [
    'es',
    'EXPERIENCIA\nIngeniera de software, Banco Central, 2019–2023\n• Diseñé y desarrollé una API de pagos que procesa dos millones de operaciones al mes\n• Reduje el tiempo de respuesta en un 40 % migrando servicios a Kubernetes\nFORMACIÓN\nGrado en Ingeniería Informática, Universidad de Sevilla',
  ],
  [
    'pt',
    'EXPERIÊNCIA PROFISSIONAL\nAnalista de dados, 2020–2024\n• Criei painéis de vendas usados por trinta gerentes regionais\n• Automatizei relatórios semanais e economizei dez horas por semana\nFORMAÇÃO\nBacharelado em Estatística, Universidade Federal de Minas Gerais',
  ],
  [
    'de',
    'BERUFSERFAHRUNG\nSoftwareentwickler, 2018–2022\n• Entwicklung einer Steuerungssoftware für Windkraftanlagen\n• Einführung automatisierter Tests, wodurch die Fehlerquote um 30 % sank\nAUSBILDUNG\nM.Sc. Informatik, Technische Universität München',
  ],
  [
    'fr',
    'EXPÉRIENCE PROFESSIONNELLE\nChef de projet, 2017–2021\n• Piloté le déploiement de la fibre dans douze communes\n• Encadré une équipe de huit techniciens et réduit les délais de 25 %\nFORMATION\nMaster en management, Université de Lyon',
  ],
  [
    'it',
    'ESPERIENZA PROFESSIONALE\nSviluppatore web, 2019–2023\n• Realizzato il nuovo portale clienti con React e Node.js\n• Ridotto i tempi di caricamento del 35 % ottimizzando le immagini\nISTRUZIONE\nLaurea in Informatica, Università di Bologna',
  ],
  [
    'nl',
    'WERKERVARING\nProjectleider, 2016–2022\n• Leiding gegeven aan de invoering van een nieuw klantportaal\n• De doorlooptijd van aanvragen met 30 % verkort door processen te automatiseren\nOPLEIDING\nMaster Bedrijfskunde, Universiteit van Amsterdam',
  ],
  [
    'pl',
    'DOŚWIADCZENIE ZAWODOWE\nProgramista, 2019–2023\n• Stworzyłem nowy system płatności dla klientów sklepu\n• Skróciłem czas ładowania strony o 30 % dzięki optymalizacji obrazów\nWYKSZTAŁCENIE\nInformatyka, Politechnika Warszawska',
  ],
  [
    'zh',
    '工作经历\n软件工程师，2019–2023\n负责支付系统的设计与开发，日处理订单两百万笔\n教育背景\n清华大学 计算机科学 学士',
  ],
];

describe('the language of a resume', () => {
  it.each(resumes)('is told from its text: %s', (code, text) => {
    expect(detectLanguage(text).code).toBe(code);
  });

  it('names a language the checks do not cover, so the review can say what did not run', () => {
    const polish = detectLanguage(resumes.find(([code]) => code === 'pl')?.[1] ?? '');
    expect(polish).toEqual({ code: 'pl', name: 'Polish', english: false });
  });

  it('keeps the English checks on a list of skills or a name, too little text to tell', () => {
    expect(detectLanguage('John Smith').code).toBe('en');
    expect(
      detectLanguage('SKILLS\nPython, SQL, Docker, Kubernetes, Terraform, AWS, React').code,
    ).toBe('en');
  });

  it('is unknown for a text without letters', () => {
    expect(detectLanguage('2019 – 2023 | +1 555 0100').code).toBe('unknown');
  });

  it('asks the holder of the model (the grammar thread) only for text that needs it', async () => {
    const asked: string[] = [];
    const via = detectLanguageVia(async (text) => {
      asked.push(text);
      return detectLanguage(text);
    });
    const plainlyEnglish =
      'I led the design of the billing service and moved it to the cloud. The team of five ' +
      'cut the cost of the system by a third and the time to deploy from a day to an hour, ' +
      'working with the sales and the support teams of the company through the year.';
    const of = (code: string) => resumes.find(([c]) => c === code)?.[1] ?? '';
    expect((await via(plainlyEnglish)).code).toBe('en');
    expect((await via(of('zh'))).code).toBe('zh');
    expect((await via(of('es'))).code).toBe('es');
    expect(asked).toEqual([of('es')]);
  });
});
