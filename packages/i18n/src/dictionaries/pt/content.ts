// Portuguese (Portugal) texts of the "content" namespace (information pages and the home page): info_page_<key> is the footer
// title, info_page_<key>_text the body (paragraphs separated by a blank line, plain text); only {{brand}} and {{age}}.
import type { contentRu } from '../ru/content';

export const contentPt: Record<keyof typeof contentRu, string> = {
  home_title: '{{brand}} — apostas desportivas e casino',
  home_intro:
    'Apostas pré-jogo e ao vivo em futebol, ténis, hóquei no gelo, eSports e muitos outros desportos, além de slots e casino ao vivo. Deposite e levante os seus ganhos na área pessoal.',
  home_meta_description:
    '{{brand}}: apostas desportivas pré-jogo e ao vivo, casino online e slots. Depósitos e levantamentos na área pessoal. {{age}}+',
  home_info_heading: 'Informações úteis',
  home_banners_label: 'Destaques',
  home_banners_previous: 'Banners anteriores',
  home_banners_next: 'Banners seguintes',
  home_age_notice:
    '{{age}}+. Este site destina-se apenas a maiores de {{age}} anos. Jogue com responsabilidade: aposte apenas o que pode perder e defina limites na área pessoal.',

  info_page_information: 'Informação',
  info_page_information_text:
    'Esta secção reúne os documentos e materiais de referência de {{brand}}: as regras de aceitação de apostas, os termos gerais, a política de privacidade, as condições de depósito e levantamento e as informações sobre jogo responsável.\n\n' +
    'Antes de se registar e de fazer a primeira aposta, recomendamos que leia os termos gerais e as regras. Ao registar-se, confirma que tem pelo menos {{age}} anos e que aceita os termos do serviço.\n\n' +
    'Se não encontrou resposta à sua questão, escreva ao apoio ao cliente através da secção «Apoio ao cliente» ou utilize os dados da secção «Contactos».\n\n' +
    'Os documentos podem ser atualizados. A versão em vigor está sempre publicada no site, e avisamos com antecedência sobre alterações relevantes.',

  info_page_contacts: 'Contactos',
  info_page_contacts_text:
    'O apoio ao cliente de {{brand}} ajuda com o registo, os depósitos, os levantamentos, a verificação e a liquidação de apostas.\n\n' +
    'A forma mais rápida de nos contactar é através da secção «Apoio ao cliente» do site. Aí encontra também o endereço de e-mail do apoio ao cliente.\n\n' +
    'A denominação da empresa operadora, a sua morada, os seus telefones e outros dados são publicados pelo operador nesta secção, de acordo com os requisitos da sua jurisdição.\n\n' +
    'Para resolvermos a sua questão mais depressa, indique o número da sua conta de jogo e descreva resumidamente a situação. Nunca partilhe a palavra-passe nem os códigos de confirmação: os colaboradores do apoio ao cliente nunca os pedem.',

  info_page_about: 'Sobre nós',
  info_page_about_text:
    '{{brand}} é um serviço online de apostas desportivas e casino. Aceitamos apostas num vasto leque de eventos desportivos e de eSports — tanto antes do início do jogo como ao vivo.\n\n' +
    'O casino oferece slots, jogos de mesa e jogos com croupiers ao vivo de fornecedores licenciados.\n\n' +
    'Procuramos garantir um jogo justo e transparente: as regras de aceitação e de liquidação das apostas estão publicadas no site, e todos os pagamentos são feitos através da área pessoal.\n\n' +
    'O serviço destina-se apenas a maiores de {{age}} anos. Apoiamos os princípios do jogo responsável e oferecemos ferramentas para controlar o tempo e os gastos.\n\n' +
    'As informações sobre a licença e a empresa operadora constam das secções «Licenças» e «Contactos».',

  info_page_howbet: 'Como apostar',
  info_page_howbet_text:
    'Registe-se ou inicie sessão na sua conta e faça um depósito na área pessoal.\n\n' +
    'Escolha um evento na secção «Pré-jogo» (jogos que ainda não começaram) ou «Ao vivo» (jogos a decorrer). Toque na cota da seleção pretendida — ela é adicionada ao boletim.\n\n' +
    'Escolha o tipo de aposta no boletim. Simples — aposta numa única seleção. Múltipla — aposta em várias seleções de eventos diferentes: só ganha se todas as seleções se verificarem. Sistema — conjunto de múltiplas de uma dimensão definida, formadas a partir das seleções escolhidas.\n\n' +
    'Introduza o valor da aposta — o boletim mostra de imediato os ganhos possíveis. Se a cota mudar enquanto faz a aposta, esta é tratada de acordo com a definição escolhida: recusar a aposta, aceitar apenas cotas mais altas ou aceitar qualquer alteração.\n\n' +
    'Toque em «Fazer aposta». A aposta aceite aparece no histórico de apostas da área pessoal, onde pode acompanhar o seu estado e resultado.',

  info_page_rules: 'Regras',
  info_page_rules_text:
    'As apostas são aceites de jogadores registados com pelo menos {{age}} anos, dentro do saldo da conta de jogo. A aposta considera-se aceite quando aparece no histórico de apostas com o número do boletim.\n\n' +
    'Simples — aposta numa única seleção; os ganhos são iguais ao valor apostado multiplicado pela cota. Múltipla — aposta em duas ou mais seleções de eventos diferentes; as cotas são multiplicadas entre si, e a múltipla só ganha se todas as seleções se verificarem. Sistema — conjunto de múltiplas da mesma dimensão, formadas a partir das seleções escolhidas; o valor apostado é dividido igualmente entre elas, e cada múltipla é liquidada separadamente.\n\n' +
    'As cotas podem ser apresentadas em vários formatos, por exemplo decimal, fracionário ou americano. O formato altera-se nas definições e não afeta os ganhos: a liquidação é feita com a cota fixada no momento da aceitação da aposta.\n\n' +
    'As apostas são liquidadas com base nos resultados oficiais, após o fim do evento. Salvo indicação em contrário, conta apenas o tempo regulamentar, sem prolongamento nem desempate por grandes penalidades.\n\n' +
    'Se o evento for cancelado ou adiado por mais tempo do que o permitido pelas regras, ou se o mercado for anulado, a aposta é liquidada com cota 1 e o valor é devolvido à conta. Numa múltipla, essa seleção é excluída da liquidação e as restantes cotas mantêm-se.\n\n' +
    'O operador define os valores mínimos e máximos das apostas e dos pagamentos; estes podem depender do desporto, do evento e do mercado. Os limites em vigor são mostrados no boletim. As apostas aceites com uma cota manifestamente errada ou depois do início do evento (exceto ao vivo) podem ser anuladas.',

  info_page_payment: 'Depósitos e levantamentos',
  info_page_payment_text:
    'Pode depositar na conta de jogo e levantar os ganhos na área pessoal, nas secções «Depositar» e «Levantar». Os métodos de pagamento disponíveis dependem do seu país e da moeda da conta.\n\n' +
    'Cada método indica o valor mínimo e máximo, o prazo de crédito e a eventual comissão do sistema de pagamento. Regra geral, o depósito é creditado logo após a confirmação do pagamento.\n\n' +
    'Os ganhos são pagos para os mesmos dados de pagamento usados no depósito, se o método de pagamento o permitir. Antes do levantamento pode ser pedida a confirmação da identidade — a lei assim o exige, e isso protege os seus fundos.\n\n' +
    'Só são aceites pagamentos de contas e cartões do titular da conta. Os pagamentos de terceiros podem ser recusados.\n\n' +
    'O estado de cada pagamento é visível no histórico de operações da área pessoal. Se o dinheiro não chegar no prazo indicado, contacte o apoio ao cliente e anexe o comprovativo do pagamento.',

  info_page_cookies: 'Política de cookies',
  info_page_cookies_text:
    'Os cookies são pequenos ficheiros que o site guarda no seu navegador. {{brand}} utiliza-os para manter a sua sessão iniciada, para que o site memorize o idioma, o tema e o formato das cotas e para perceber como os visitantes utilizam o site.\n\n' +
    'Os cookies necessários asseguram o início de sessão, a segurança e o funcionamento do boletim. Sem eles o site não funciona, por isso são utilizados em qualquer nível de consentimento.\n\n' +
    'Para os restantes cookies, escolhe o nível de consentimento. «Apenas os necessários» — não é utilizado nenhum outro cookie. «Necessários e funcionais» — são também guardadas as suas definições e preferências. «Necessários, análise e marketing» — são também permitidos cookies de análise, de publicidade personalizada e de avaliação de campanhas publicitárias. «Todos os cookies» — são permitidas todas as categorias.\n\n' +
    'A escolha é guardada juntamente com a data do consentimento e pode ser alterada em qualquer momento nas definições de cookies do site. Também pode eliminar os cookies nas definições do navegador, mas terá de voltar a iniciar sessão e de escolher novamente as definições.\n\n' +
    'A política de privacidade explica com mais detalhe que dados tratamos.',

  info_page_ussdinstruction: 'Apostas por USSD',
  info_page_ussdinstruction_text:
    'Onde {{brand}} disponibiliza este serviço, pode apostar através do menu USSD do telemóvel — sem Internet nem aplicação.\n\n' +
    'Marque o código USSD indicado na secção «Contactos» e prima a tecla de chamada. Abre-se um menu: escolha o desporto, o evento e a seleção respondendo com o número da opção.\n\n' +
    'Introduza o valor da aposta e confirme-o. O valor é debitado da conta de jogo associada ao seu número de telemóvel, e o número do boletim chega numa mensagem de resposta.\n\n' +
    'As apostas por USSD seguem as mesmas regras e limites das apostas no site. O custo dos pedidos USSD é definido pelo seu operador de telecomunicações.',

  info_page_points: 'Pontos de bónus',
  info_page_points_text:
    'No programa de fidelização de {{brand}}, os jogadores recebem pontos pelas apostas desportivas liquidadas e pelo jogo no casino. O número de pontos depende do valor apostado e das condições do programa no seu país.\n\n' +
    'O saldo de pontos é visível na área pessoal. Os pontos podem ser trocados por apostas grátis, bónus e outras recompensas do catálogo do programa.\n\n' +
    'Os pontos não são dinheiro: não podem ser levantados nem transferidos para outro jogador. Não são atribuídos pontos por apostas anuladas ou devolvidas.\n\n' +
    'Os pontos não utilizados podem expirar no fim do prazo indicado nas condições do programa. Avisamos com antecedência sobre alterações às condições do programa.',

  info_page_taxes: 'Impostos',
  info_page_taxes_text:
    'Em muitos países, os ganhos em casas de apostas e casinos estão sujeitos a imposto. A forma de tributação e a taxa do imposto dependem da legislação do país onde tem residência fiscal.\n\n' +
    'Em algumas jurisdições, o operador é obrigado a reter o imposto ao pagar os ganhos. Nesse caso, o valor do imposto aparece no histórico de operações e a conta recebe os ganhos já deduzidos do imposto.\n\n' +
    'Se o imposto não for retido no pagamento, é o jogador que declara o rendimento e paga o imposto nos termos da legislação do seu país.\n\n' +
    'As informações desta página não constituem aconselhamento fiscal. Para questões sobre impostos, consulte um consultor fiscal ou a autoridade tributária do seu país.',

  info_page_mainRules: 'Termos gerais',
  info_page_mainRules_text:
    'Os termos gerais regulam a relação entre {{brand}} e o jogador na utilização do site, das aplicações móveis e de outros canais de aceitação de apostas.\n\n' +
    'O serviço só pode ser utilizado por pessoas com plena capacidade jurídica e com pelo menos {{age}} anos, desde que a lei do país de residência não estabeleça uma idade superior nem proíba o jogo a dinheiro.\n\n' +
    'Cada jogador só pode ter uma conta. Os dados indicados no registo devem ser verdadeiros; o operador pode pedir que sejam comprovados.\n\n' +
    'O jogador é responsável por manter seguros o seu nome de utilizador e a palavra-passe e por todas as ações realizadas na sua conta. Se suspeitar que terceiros acederam à sua conta, altere de imediato a palavra-passe e informe o apoio ao cliente.\n\n' +
    'O operador pode limitar ou encerrar a conta em caso de violação das regras, fraude, utilização de várias contas ou de meios automatizados.\n\n' +
    'Os termos podem ser alterados. A nova versão entra em vigor no momento da publicação no site; ao continuar a utilizar o serviço, aceita-a.',

  info_page_simpleIdentification: 'Identificação simplificada',
  info_page_simpleIdentification_text:
    'A identificação simplificada é uma forma rápida de confirmar a identidade sem se deslocar a um balcão: indica os dados do documento na área pessoal e nós verificamo-los junto das fontes oficiais disponíveis.\n\n' +
    'Vai precisar do apelido, do nome próprio, do patronímico (se existir), da data de nascimento, dos dados do documento de identificação e do número de identificação fiscal, se a legislação do seu país o exigir.\n\n' +
    'Normalmente, a verificação demora entre alguns minutos e alguns dias úteis. Informamos o resultado na área pessoal.\n\n' +
    'Se não for possível confirmar os dados automaticamente, o apoio ao cliente pode pedir-lhe que carregue uma fotografia do documento ou que faça uma identificação por vídeo.\n\n' +
    'Enquanto a identificação não estiver concluída, algumas operações, como os levantamentos, podem não estar disponíveis.',

  info_page_consent: 'Consentimento para o tratamento de dados',
  info_page_consent_text:
    'Ao registar-se no site de {{brand}}, dá o seu consentimento para o tratamento dos dados pessoais que indica no formulário e dos que surgem durante o jogo.\n\n' +
    'Os dados são tratados para gerir a conta de jogo, verificar a idade e a identidade, processar pagamentos, cumprir os requisitos legais, garantir a segurança e — se o tiver autorizado em separado — enviar mensagens publicitárias.\n\n' +
    'O tratamento inclui a recolha, o registo, a conservação, a atualização, a utilização e a transmissão dos dados a entidades de pagamento e de verificação, na medida necessária para estas finalidades.\n\n' +
    'O consentimento para comunicações publicitárias pode ser retirado nas definições da área pessoal. O consentimento para o tratamento dos dados sem os quais a conta não pode funcionar é retirado com o encerramento da conta; mesmo assim, parte dos dados é conservada durante o prazo previsto na lei.',

  info_page_licenses: 'Licenças',
  info_page_licenses_text:
    '{{brand}} opera ao abrigo de uma licença de exploração de jogos de fortuna ou azar emitida pelo regulador da jurisdição do operador.\n\n' +
    'O nome do regulador, o número e a data de emissão da licença, bem como as informações sobre a empresa operadora, são publicados pelo operador na secção «Contactos» e no rodapé do site.\n\n' +
    'A licença obriga o operador a cumprir as regras do jogo justo, verificar a idade e a identidade dos jogadores, combater o branqueamento de capitais e apoiar os princípios do jogo responsável.\n\n' +
    'Pode verificar a validade da licença no registo público do regulador.',

  info_page_privacyPolicy: 'Política de privacidade',
  info_page_privacyPolicy_text:
    'Esta política explica que dados pessoais {{brand}} trata, com que finalidade e como os protegemos.\n\n' +
    'Tratamos os dados que nos indica (nome, data de nascimento, telemóvel, endereço de e-mail, dados do documento, dados de pagamento), as informações sobre apostas e pagamentos e ainda dados técnicos: endereço IP, tipo de dispositivo e de navegador, cookies.\n\n' +
    'Os dados são necessários para gerir a conta, verificar a idade e a identidade, processar pagamentos, prevenir fraudes, cumprir os requisitos legais, responder aos pedidos e — com o seu consentimento — enviar comunicações e ofertas personalizadas.\n\n' +
    'Só transmitimos dados a sistemas de pagamento, a entidades de verificação da identidade e às autoridades públicas, nos casos previstos na lei. Não vendemos dados pessoais.\n\n' +
    'O consentimento para cookies configura-se em separado: «Desativados», «Apenas funcionais», «Apenas de marketing» ou «Todos». Mais detalhes na página sobre cookies.\n\n' +
    'Tem o direito de pedir o acesso aos seus dados, a sua retificação ou o seu apagamento, salvo se a lei exigir que sejam conservados durante mais tempo. Para isso, contacte o apoio ao cliente.',

  info_page_amlkyc: 'AML e KYC',
  info_page_amlkyc_text:
    '{{brand}} cumpre a legislação de prevenção do branqueamento de capitais e do financiamento do terrorismo (AML) e segue o princípio «Conheça o seu cliente» (KYC).\n\n' +
    'Verificamos a identidade e a idade dos jogadores e, em certos casos, a origem dos fundos. A verificação pode ser necessária no registo, antes do primeiro levantamento, em operações de valor elevado ou perante atividade invulgar.\n\n' +
    'Para a verificação, podemos pedir um documento de identificação, um comprovativo de morada e a prova de que o meio de pagamento lhe pertence.\n\n' +
    'Enquanto a verificação não estiver concluída, os levantamentos podem ficar suspensos. Se o jogador se recusar a apresentar documentos ou prestar informações falsas, o operador pode recusar a operação ou encerrar a conta.',

  info_page_amlpolicy: 'Política AML',
  info_page_amlpolicy_text:
    'A política de prevenção do branqueamento de capitais descreve as medidas que {{brand}} adota para que o serviço não seja utilizado para branquear rendimentos de origem criminosa nem para financiar o terrorismo.\n\n' +
    'Identificamos os jogadores, verificamo-los em listas de sanções e listas de pessoas politicamente expostas e monitorizamos operações invulgares: depósitos elevados e frequentes, levantamentos sem atividade de jogo, utilização de meios de pagamento de terceiros.\n\n' +
    'Só é possível depositar e levantar com meios de pagamento do titular da conta. O dinheiro na conta de jogo destina-se a jogar, não a ser guardado nem transferido.\n\n' +
    'O operador é obrigado a comunicar operações suspeitas à autoridade competente. Até ao fim da análise, essas operações podem ser suspensas.\n\n' +
    'Os colaboradores do operador recebem formação regular, e o cumprimento da política é supervisionado por um responsável designado.',

  info_page_kycpolicy: 'Política KYC',
  info_page_kycpolicy_text:
    'A política «Conheça o seu cliente» define como {{brand}} confirma a identidade, a idade e o local de residência dos jogadores.\n\n' +
    'Para a verificação pode ser necessário um documento de identificação (passaporte, cartão de identificação ou carta de condução), um documento que comprove a morada (por exemplo, uma fatura de serviços ou um extrato bancário dos últimos três meses) e a prova de que o cartão bancário ou a carteira eletrónica lhe pertencem.\n\n' +
    'Os documentos são carregados na área pessoal. A imagem deve ser nítida e a cores, e o documento deve estar totalmente visível e dentro da validade.\n\n' +
    'Normalmente, a verificação demora até alguns dias úteis. Informamos o resultado na área pessoal e, se forem necessários documentos adicionais, pedimo-los aí mesmo.\n\n' +
    'Os documentos são guardados de forma protegida e utilizados apenas para a verificação e para cumprir os requisitos legais.',

  info_page_disputeresolution: 'Resolução de litígios',
  info_page_disputeresolution_text:
    'Se não concordar com a liquidação de uma aposta, a atribuição de um bónus, um pagamento ou outra decisão de {{brand}}, apresente uma reclamação ao apoio ao cliente através da secção «Apoio ao cliente».\n\n' +
    'Indique na reclamação o número da conta de jogo, o número do boletim ou da operação, a data e o motivo da reclamação, e anexe capturas de ecrã e outros comprovativos. Quanto mais cedo nos contactar, mais fácil será apurar o que aconteceu.\n\n' +
    'Confirmamos a receção da reclamação, indicamos o prazo de análise e respondemos de forma fundamentada. Se forem necessárias mais informações para decidir, pedimo-las.\n\n' +
    'Se não concordar com a nossa resposta, pode recorrer a uma entidade independente de resolução de litígios ou ao regulador que emitiu a licença. Os respetivos contactos são publicados pelo operador na secção «Contactos».',

  info_page_responsiblegaming: 'Jogo responsável',
  info_page_responsiblegaming_text:
    'As apostas e o jogo a dinheiro são uma forma de entretenimento, não uma forma de ganhar dinheiro. Jogue apenas com dinheiro que pode perder e não tente recuperar as perdas.\n\n' +
    'O serviço de {{brand}} destina-se apenas a maiores de {{age}} anos. Verificamos a idade dos jogadores e encerramos as contas de menores.\n\n' +
    'Na área pessoal pode definir limites diários, semanais ou mensais para depósitos, apostas e perdas, bem como limitar a duração da sessão de jogo. A redução de um limite aplica-se de imediato, enquanto o aumento só produz efeito após algum tempo.\n\n' +
    'Se precisar de uma pausa, recorra à autoexclusão: a conta fica bloqueada durante o período escolhido ou por tempo indeterminado, e durante esse tempo não poderá apostar nem depositar. A autoexclusão não pode ser cancelada antes do prazo.\n\n' +
    'Sinais de alerta: joga durante mais tempo ou com valores mais altos do que tencionava, pede dinheiro emprestado para jogar, esconde o jogo das pessoas próximas, irrita-se quando não joga. Se se reconhece nesta descrição, procure ajuda.\n\n' +
    'Há organizações especializadas que prestam ajuda gratuita e anónima, como os Jogadores Anónimos (Gamblers Anonymous) e os serviços nacionais de apoio à dependência do jogo. O apoio ao cliente de {{brand}} indica-lhe a quem recorrer no seu país e ajuda a configurar limites.',

  info_page_smsbets: 'Apostas por SMS',
  info_page_smsbets_text:
    'Onde {{brand}} disponibiliza este serviço, pode apostar por SMS — sem Internet nem aplicação.\n\n' +
    'Associe o número de telemóvel à sua conta de jogo e faça um depósito. O número curto para apostas por SMS e o formato das mensagens estão publicados na secção «Contactos».\n\n' +
    'Para apostar, envie uma mensagem com o código do evento, o código da seleção e o valor da aposta, no formato utilizado no seu país. Para uma múltipla, indique vários pares «evento — seleção».\n\n' +
    'Receberá um SMS de resposta com o número do boletim e a cota, ou com o motivo da recusa. A aposta só se considera aceite depois da confirmação.\n\n' +
    'As apostas por SMS seguem as regras e os limites gerais. O custo das mensagens depende do tarifário do seu operador de telecomunicações.',

  info_page_confirmTerms: 'Aceitação dos termos',
  info_page_confirmTerms_text:
    'Antes de continuar, confirme que leu e aceita as regras de {{brand}}, a política de privacidade e as condições dos programas de bónus.\n\n' +
    'Ao aceitar os termos, confirma também que tem pelo menos {{age}} anos, que o jogo a dinheiro é permitido no seu país de residência e que joga em nome próprio e com fundos próprios.\n\n' +
    'Se os termos forem atualizados, pedimos-lhe que aceite a nova versão no próximo início de sessão. Enquanto não a aceitar, algumas funcionalidades do site podem não estar disponíveis.\n\n' +
    'Se não concordar com os termos, não continue a utilizar o serviço e contacte o apoio ao cliente para encerrar a conta.',

  info_page_calc: 'Cálculo dos ganhos',
  info_page_calc_text:
    'É fácil calcular antecipadamente os ganhos possíveis: basta o valor da aposta e as cotas das seleções escolhidas.\n\n' +
    'Simples: ganhos = valor apostado × cota. Por exemplo, uma aposta de 100 com cota 2,50 rende 250, dos quais 150 são lucro líquido.\n\n' +
    'Múltipla: as cotas de todas as seleções são multiplicadas entre si, e ganhos = valor apostado × produto das cotas. Uma aposta de 100 em três seleções com cotas 1,50, 2,00 e 1,80 dá uma cota total de 5,40 e ganhos de 540. Se pelo menos uma seleção perder, perde toda a múltipla.\n\n' +
    'Sistema: o valor apostado é dividido igualmente por todas as múltiplas da dimensão definida, e os ganhos são a soma dos ganhos das combinações vencedoras. Por exemplo, um sistema «2 de 3» é composto por três múltiplas de duas seleções.\n\n' +
    'Uma seleção devolvida conta com cota 1 e não altera o produto. Este cálculo é meramente indicativo: o valor final é determinado pelas regras e pelas cotas no momento da aceitação da aposta.',

  info_page_cashTerminals: 'Balcões e terminais',
  info_page_cashTerminals_text:
    'Onde {{brand}} tem balcões de apostas e terminais de pagamento, pode depositar e receber os ganhos em numerário.\n\n' +
    'As moradas e os horários dos balcões e terminais são publicados pelo operador na secção «Contactos» e na página dos terminais.\n\n' +
    'Para depositar num terminal, escolha o depósito na conta de jogo, introduza o número de conta ou o número de telemóvel associado à conta e insira o numerário. Guarde o talão até o dinheiro ser creditado.\n\n' +
    'Para receber os ganhos num balcão, é necessário um documento de identificação. Os limites e prazos dos pagamentos em numerário podem ser diferentes dos métodos online.',

  info_page_rulesFrame: 'Regras de aceitação de apostas',
  info_page_rulesFrame_text:
    'As apostas são aceites de jogadores com pelo menos {{age}} anos, dentro do saldo da conta e dos limites definidos.\n\n' +
    'Os ganhos de uma aposta simples são iguais ao valor apostado multiplicado pela cota; a múltipla ganha se todas as seleções se verificarem; o sistema é liquidado como um conjunto de múltiplas.\n\n' +
    'Se o evento for cancelado, a aposta é liquidada com cota 1. As regras completas estão publicadas na secção «Regras».',

  info_page_bettingCalculator: 'Calculadora de apostas',
  info_page_bettingCalculator_text:
    'A calculadora de apostas calcula os ganhos possíveis de apostas simples, múltiplas e sistemas antes mesmo de fazer a aposta.\n\n' +
    'Escolha o tipo de aposta e introduza o valor e as cotas das seleções. A calculadora mostra a cota total e os ganhos possíveis.\n\n' +
    'Simples: valor apostado × cota. Múltipla: valor apostado × produto das cotas de todas as seleções; uma seleção devolvida conta com cota 1.\n\n' +
    'Sistema: o valor apostado é dividido igualmente pelas combinações. Em cada combinação vencedora, os ganhos são iguais à sua parte do valor apostado multiplicada pelo produto das cotas, e o total é a soma de todas as combinações vencedoras. Por exemplo, um sistema «2 de 4» tem seis combinações, e a cada uma cabe um sexto do valor apostado.\n\n' +
    'O resultado da calculadora é meramente indicativo e não tem em conta impostos nem limites de pagamento. O valor exato é calculado segundo as regras após o fim dos eventos.',
};
