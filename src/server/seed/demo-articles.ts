/** The demo blog: articles on responsible ownership, written in Markdown (the editor's format). */

export interface DemoArticle {
  referenceKey: string;
  title: string;
  summary: string;
  source: string;
  /** Days before the seed ran that it was published. */
  daysAgo: number;
}

export const DEMO_ARTICLES: readonly DemoArticle[] = [
  {
    referenceKey: 'como-reconhecer-um-criador-responsavel',
    title: 'Como reconhecer um criador responsável',
    summary:
      'Visitar a criação, conhecer a mãe e pedir os documentos certos: o que verificar antes de levar um cachorro ou um gatinho para casa.',
    daysAgo: 34,
    source: `## Comece pela visita

Um criador responsável gosta de receber visitas. Combine um dia para ver a ninhada no local onde nasceu e aproveite para conhecer a mãe: o comportamento dela diz muito sobre o temperamento que os filhos vão ter.

Desconfie de quem propõe entregar o animal numa área de serviço, num parque de estacionamento ou por transportadora, sem que o tenha visto antes.

## Documentos que deve pedir

- **Número de registo de criador** atribuído pela DGAV, que deve constar do anúncio.
- **Microchip** do animal, registado no SIAC, e o respetivo documento de identificação.
- **Boletim sanitário** com as vacinas e as desparasitações feitas até à data.
- **Registo no LOP** (Livro de Origens Português), se o cão for vendido como sendo de raça pura.

## A idade certa para a entrega

Os cachorros e os gatinhos precisam da mãe e dos irmãos nas primeiras semanas de vida: é com eles que aprendem a brincar sem magoar e a comunicar. Um criador sério não entrega animais com menos de oito semanas e explica-lhe como fez a socialização.

## Perguntas que um bom criador lhe faz

Não estranhe se lhe perguntarem onde vive, quanto tempo o animal vai passar sozinho ou se já teve animais. É sinal de que o criador se preocupa com o futuro de cada cachorro. Guarde o contacto: muitos criadores ajudam durante toda a vida do animal.

Saiba mais no nosso [guia do criador responsável](/responsible-breeder).`,
  },
  {
    referenceKey: 'microchip-e-registo-no-siac',
    title: 'Microchip e registo no SIAC: o que a lei exige',
    summary:
      'Cães, gatos e furões têm de ter microchip e estar registados no SIAC. Saiba quando, por quem e porque é que o registo deve estar sempre atualizado.',
    daysAgo: 27,
    source: `## Quem tem de ter microchip

Em Portugal, cães, gatos e furões têm de estar identificados com microchip e registados no Sistema de Informação de Animais de Companhia (**SIAC**). A marcação é feita por um médico veterinário até aos 120 dias de idade e sempre antes de o animal mudar de dono.

## O número do microchip

O microchip guarda um número de 15 algarismos. Nos animais identificados em Portugal, os três primeiros costumam ser 620, o código do país. É esse número que deve constar do anúncio e do documento de identificação que recebe com o animal.

## Mudou de dono? Atualize o registo

Quando compra ou adota um animal, a mudança de titular tem de ficar registada no SIAC. Peça ajuda ao médico veterinário e confirme que a sua morada e o seu telefone ficam corretos: é assim que um animal perdido volta para casa.

## Porque é que importa

- Um animal identificado e registado é devolvido mais depressa quando se perde.
- O registo prova quem é o detentor em caso de furto ou de disputa.
- Sem microchip, o animal não pode ter passaporte europeu para viajar.`,
  },
  {
    referenceKey: 'as-primeiras-semanas-de-um-cachorro-em-casa',
    title: 'As primeiras semanas de um cachorro em casa',
    summary:
      'Rotinas, descanso, socialização e a primeira consulta no veterinário: um guia prático para os primeiros dias com um cachorro.',
    daysAgo: 19,
    source: `## Prepare a casa antes de ele chegar

Escolha um canto tranquilo para a cama, longe de correntes de ar, e tire do chão cabos elétricos, produtos de limpeza e plantas tóxicas. Tenha em casa a ração que o criador usava: mudar de alimentação de repente causa problemas digestivos.

## Rotinas simples

- Refeições a horas certas, três a quatro por dia até aos seis meses.
- Saídas para fazer as necessidades logo depois de acordar, de comer e de brincar.
- Muito descanso: um cachorro passa a maior parte do dia a dormir, e precisa disso para crescer.

## Socialização sem pressas

Até aos quatro meses, o cachorro aprende com uma facilidade que não volta a ter. Apresente-lhe, com calma e sem o forçar, pessoas diferentes, os sons da rua e viagens curtas de carro. Enquanto a vacinação não estiver completa, evite parques com muitos cães e prefira encontros com animais saudáveis e vacinados que conhece.

## A primeira consulta

Marque uma consulta no veterinário na primeira semana. Leve o boletim sanitário que recebeu do criador, confirme que o microchip está registado em seu nome e combine o calendário de vacinas e desparasitações.`,
  },
  {
    referenceKey: 'vacinas-e-desparasitacao-o-calendario-essencial',
    title: 'Vacinas e desparasitação: o calendário essencial',
    summary:
      'Que vacinas são obrigatórias em Portugal, quais são recomendadas e com que frequência desparasitar cães e gatos.',
    daysAgo: 12,
    source: `## A vacina obrigatória

Em Portugal, a vacina contra a raiva é **obrigatória para os cães a partir dos três meses de idade** e tem de ser renovada dentro do prazo indicado pelo veterinário. Nos gatos não é obrigatória, mas é exigida para viajar para fora do país.

## As vacinas recomendadas

- **Cães:** esgana, parvovirose, hepatite infeciosa e leptospirose.
- **Gatos:** panleucopenia, calicivírus e herpesvírus (a chamada rinotraqueíte).

A primeira dose é dada por volta das seis a oito semanas e repetida algumas vezes até aos quatro meses. Depois, basta o reforço que o veterinário indicar.

## Desparasitação

1. **Interna:** com frequência nos primeiros meses e depois, regra geral, a cada três meses.
2. **Externa:** pulgas e carraças existem todo o ano no nosso clima.

## E a leishmaniose?

A leishmaniose é transmitida aos cães pela picada de um pequeno inseto, o flebótomo, e existe em todo o país. Fale com o veterinário sobre coleiras ou pipetas repelentes e sobre a vacina.`,
  },
  {
    referenceKey: 'antes-de-trazer-um-animal-para-casa',
    title: 'Antes de trazer um animal para casa',
    summary:
      'Tempo, espaço, orçamento e planos para os próximos quinze anos: perguntas para fazer a si próprio antes de decidir.',
    daysAgo: 6,
    source: `## Um compromisso longo

Um cão vive, em média, entre dez e quinze anos e muitos gatos passam dos quinze. Antes de escolher, pense em como será a sua vida daqui a uns anos: mudanças de casa, filhos, viagens, horários de trabalho.

## Perguntas que vale a pena fazer

- Quantas horas por dia fica a casa vazia?
- Tenho tempo para passeios diários, escovagem e treino?
- O meu orçamento aguenta ração, veterinário, vacinas e um imprevisto?
- Onde fica o animal quando eu for de férias?

## Escolher a raça certa

Cada raça foi selecionada para uma função e isso nota-se no dia a dia. Um Border Collie precisa de trabalho e de exercício todos os dias; um British Shorthair contenta-se com um apartamento tranquilo. Leia sobre a raça, fale com criadores e com tutores e, se puder, conheça adultos dessa raça.

## Adotar também é uma opção

Os centros de recolha oficial e as associações têm animais de todas as idades à espera de família. Seja qual for a sua escolha, faça-a com tempo: um animal não é uma prenda de surpresa. Veja também o nosso [guia do tutor responsável](/responsible-tutor).`,
  },
  {
    referenceKey: 'racas-potencialmente-perigosas-o-que-precisa-de-saber',
    title: 'Raças potencialmente perigosas: o que precisa de saber',
    summary:
      'Licença, seguro, trela curta e açaimo: as regras que se aplicam a sete raças de cães e aos seus cruzamentos.',
    daysAgo: 2,
    source: `## Que raças são

A lei portuguesa considera potencialmente perigosos os cães destas raças e dos seus cruzamentos:

- Cão de Fila Brasileiro
- Dogue Argentino
- Pit Bull Terrier
- Rottweiler
- Staffordshire Terrier Americano
- Staffordshire Bull Terrier
- Tosa Inu

## O que se exige ao detentor

- Ter mais de 16 anos e **licença de detenção** emitida pela junta de freguesia da área de residência, renovada todos os anos.
- Ter um **seguro de responsabilidade civil** válido.
- Apresentar o registo criminal e um termo de responsabilidade; a lei exige ainda formação do detentor e, para os cães que não estejam inscritos no LOP, a esterilização.
- Manter o cão com microchip e registo no SIAC atualizados.

## Na rua

Em espaços públicos, o cão anda com **açaimo funcional** e trela curta, conduzido por quem o consiga controlar.

## Antes de decidir

Estas raças podem ser companheiros excelentes nas mãos certas. Confirme os pormenores na sua junta de freguesia e escolha um criador que conheça bem o temperamento dos pais.`,
  },
];
