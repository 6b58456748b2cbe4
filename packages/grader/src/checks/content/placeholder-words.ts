/**
 * The words of template filler text: lorem ipsum and its common variants (Cicero's
 * passage, the 'consetetur sadipscing' and 'duis' families). A line made mostly of them was
 * never written by the candidate.
 */
export const loremWords = new Set(
  `lorem ipsum dolor sit amet consectetur consetetur adipiscing adipisicing sadipscing elit elitr
  sed diam nonumy eirmod tempor invidunt incididunt ut labore et dolore magna aliquyam aliqua
  erat voluptua enim ad minim veniam quis nostrud exercitation ullamco laboris nisi aliquip ex
  ea commodo consequat duis aute irure in reprehenderit voluptate velit esse cillum eu fugiat
  nulla pariatur excepteur sint occaecat cupidatat non proident sunt culpa qui officia deserunt
  mollit anim id est laborum vero eos accusam justo duo dolores rebum stet clita kasd
  gubergren no sea takimata sanctus turpis feugiat interdum vulputate nunc tellus mauris
  vestibulum morbi ante ipsum primis faucibus orci luctus ultrices posuere cubilia curae
  aenean pellentesque habitant tristique senectus netus malesuada fames ac egestas donec
  mattis pulvinar nisl etiam phasellus vitae suspendisse potenti integer fringilla nam quam
  lacus maecenas sapien praesent pretium mi curabitur vel lectus ligula sollicitudin viverra
  tincidunt odio cras varius augue sagittis suscipit massa lobortis nec eget arcu libero
  metus dignissim semper quisque vivamus porttitor urna eleifend placerat fusce nibh neque
  convallis risus accumsan proin gravida hendrerit sodales ullamcorper volutpat lacinia`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Names of the fields a template asks to fill in, in the languages the grader knows: a line
 * made only of them ('Company, Location', 'Job Title 1', 'Curso, Instituição, Local') is a
 * label nobody replaced. Section headings never count (they are filtered out before).
 */
export const fieldLabelWords = new Set(
  `name names surname firstname lastname first last full middle your job title titles position
  role company employer organization organisation location city country state street address
  line zip postal postcode code phone number telephone mobile email e-mail website url date
  dates from to month year start end degree university school institution college major field
  study description domain client project bullet point tagline here optional hobby hobbies
  level details detail place age birth nationality headline
  nome sobrenome idade endereço endereco cidade estado país pais telefone número numero
  empresa cargo instituição instituicao curso local data ano mês mes nível nivel descrição
  descricao língua lingua atividades atividade sobre você voce texto
  nombre apellido apellidos edad dirección direccion ciudad teléfono telefono correo puesto
  institución institucion fecha año mes descripción idioma
  vorname nachname straße strasse hausnummer stadt postleitzahl plz firma ort datum beruf
  prénom prenom adresse ville téléphone entreprise poste intitulé école ecole`
    .split(/\s+/)
    .filter(Boolean),
);

/** Field labels that, alone on a line, are still a label nobody replaced. */
export const loneFieldLabels = new Set(
  `address endereço endereco dirección direccion adresse anschrift company employer location
  institution instituição instituicao institución institucion`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Chinese template labels ('街道及门牌号', '院校', '可选项'): Chinese has no spaces, so a line is
 * a label when these phrases and punctuation are all it holds.
 */
export const chineseFieldLabels = [
  '街道',
  '门牌号',
  '邮编',
  '城市',
  '院校',
  '学校',
  '成绩',
  '导师',
  '可选项',
  '可选',
  '说明',
  '简历题目',
  '引言',
  '公司',
  '职位',
  '地址',
  '电话',
  '邮箱',
  '姓名',
  '爱好',
  '及',
  '和',
];
