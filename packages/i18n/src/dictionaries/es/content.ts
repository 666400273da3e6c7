// Spanish (Spain) texts of the "content" namespace (information pages and the home page); the keys are
// typed by the Russian source, so a missing or extra key fails the type check.
import type { contentRu } from '../ru/content';

export const contentEs: Record<keyof typeof contentRu, string> = {
  home_title: '{{brand}} — apuestas deportivas y casino',
  home_intro:
    'Apuestas prepartido y en directo en fútbol, tenis, hockey sobre hielo, esports y otros deportes, además de tragaperras y casino en directo. Deposita y retira tus ganancias desde tu área personal.',
  home_meta_description:
    '{{brand}}: apuestas deportivas prepartido y en directo, casino online y tragaperras. Depósitos y retiradas desde tu área personal. {{age}}+',
  home_info_heading: 'Información útil',
  home_banners_label: 'Destacados',
  home_banners_previous: 'Banners anteriores',
  home_banners_next: 'Banners siguientes',
  home_age_notice:
    '{{age}}+. Este sitio está destinado únicamente a mayores de {{age}} años. Juega con responsabilidad: apuesta solo lo que puedas permitirte perder y establece límites en tu área personal.',

  info_page_information: 'Información',
  info_page_information_text:
    'En esta sección se reúnen los documentos y materiales de referencia de {{brand}}: las reglas de aceptación de apuestas, los términos generales, la política de privacidad, cómo depositar y retirar fondos e información sobre el juego responsable.\n\n' +
    'Antes de registrarte y hacer tu primera apuesta, te recomendamos leer los términos generales y las reglas. Al registrarte, confirmas que tienes al menos {{age}} años y que aceptas las condiciones del servicio.\n\n' +
    'Si no has encontrado respuesta a tu pregunta, escribe al servicio de atención al cliente desde la sección «Atención al cliente» o utiliza los datos de la sección «Contacto».\n\n' +
    'Los documentos pueden actualizarse. La versión vigente siempre está publicada en el sitio, y te avisamos con antelación de los cambios importantes.',

  info_page_contacts: 'Contacto',
  info_page_contacts_text:
    'El servicio de atención al cliente de {{brand}} te ayuda con el registro, los depósitos, las retiradas, la verificación y la liquidación de apuestas.\n\n' +
    'La forma más rápida de contactar con nosotros es la sección «Atención al cliente» del sitio. Allí también figura la dirección de correo electrónico del servicio de atención al cliente.\n\n' +
    'El operador publica en esta sección el nombre de la empresa operadora, su dirección, sus teléfonos y demás datos, conforme a los requisitos de su jurisdicción.\n\n' +
    'Para que resolvamos tu consulta más rápido, indica tu número de cuenta de juego y describe brevemente la situación. No compartas con nadie tu contraseña ni los códigos de confirmación: el personal de atención al cliente nunca te los pedirá.',

  info_page_about: 'Sobre nosotros',
  info_page_about_text:
    '{{brand}} es un servicio online de apuestas deportivas y casino. Aceptamos apuestas en una amplia variedad de eventos deportivos y de esports, tanto antes del inicio del partido como en directo.\n\n' +
    'En el casino encontrarás tragaperras, juegos de mesa y juegos con crupieres en vivo de proveedores con licencia.\n\n' +
    'Apostamos por un juego justo y transparente: las reglas de aceptación y liquidación de apuestas están publicadas en el sitio, y todos los pagos se realizan a través del área personal.\n\n' +
    'El servicio está disponible solo para mayores de {{age}} años. Apoyamos los principios del juego responsable y ofrecemos herramientas para controlar el tiempo y el gasto.\n\n' +
    'Los datos de la licencia y de la empresa operadora figuran en las secciones «Licencias» y «Contacto».',

  info_page_howbet: 'Cómo apostar',
  info_page_howbet_text:
    'Regístrate o inicia sesión y deposita fondos en tu cuenta de juego desde el área personal.\n\n' +
    'Elige un evento en la sección «Prepartido» (partidos que aún no han empezado) o «En directo» (partidos que se están jugando ahora). Pulsa la cuota del resultado que quieras: se añadirá al boleto.\n\n' +
    'Elige en el boleto el tipo de apuesta. Simple: apuesta a un solo resultado. Combinada: apuesta a varios resultados de eventos distintos; solo gana si se cumplen todos. Sistema: conjunto de combinadas de un tamaño determinado formadas con los resultados elegidos.\n\n' +
    'Introduce el importe de la apuesta y el boleto te mostrará al momento las ganancias potenciales. Si la cuota cambia mientras haces la apuesta, se tramitará según el ajuste que hayas elegido: rechazar la apuesta, aceptar solo si sube la cuota o aceptar cualquier cambio.\n\n' +
    'Pulsa «Apostar». La apuesta aceptada aparecerá en el historial de apuestas de tu área personal, donde podrás seguir su estado y su resultado.',

  info_page_rules: 'Reglas',
  info_page_rules_text:
    'Se aceptan apuestas de jugadores registrados mayores de {{age}} años, dentro de los fondos de su cuenta de juego. Una apuesta se considera aceptada cuando aparece en el historial de apuestas con un número de boleto.\n\n' +
    'Simple: apuesta a un solo resultado; las ganancias son el importe apostado multiplicado por la cuota. Combinada: apuesta a dos o más resultados de eventos distintos; las cuotas se multiplican y la combinada solo gana si se cumplen todos los resultados. Sistema: conjunto de combinadas del mismo tamaño formadas con los resultados elegidos; el importe se reparte entre ellas a partes iguales y cada combinada se liquida por separado.\n\n' +
    'Las cuotas pueden mostrarse en distintos formatos, por ejemplo decimal, fraccionario o americano. El formato se cambia en los ajustes y no influye en las ganancias: la liquidación se hace con la cuota fijada en el momento en que se aceptó la apuesta.\n\n' +
    'Las apuestas se liquidan según los resultados oficiales una vez terminado el evento. Salvo que se indique otra cosa, cuenta el tiempo reglamentario del partido, sin prórroga ni tanda de penaltis.\n\n' +
    'Si un evento se cancela o se aplaza más allá del plazo que permiten las reglas, o si se anula un mercado, la apuesta se liquida con cuota 1 y el importe se devuelve a la cuenta. En una combinada, ese resultado se excluye del cálculo y las demás cuotas se mantienen.\n\n' +
    'El operador fija los importes mínimos y máximos de las apuestas y los pagos, que pueden depender del deporte, del evento y del mercado. Los límites vigentes se muestran en el boleto. Las apuestas aceptadas con una cuota claramente errónea o después del inicio del evento (salvo en directo) pueden anularse.',

  info_page_payment: 'Depósitos y retiradas',
  info_page_payment_text:
    'Puedes depositar en tu cuenta de juego y retirar tus ganancias desde el área personal, en las secciones «Depositar» y «Retirar fondos». Los métodos de pago disponibles dependen de tu país y de la moneda de tu cuenta.\n\n' +
    'Cada método indica el importe mínimo y máximo, el plazo de abono y la posible comisión del sistema de pago. Por lo general, el depósito se abona en cuanto se confirma el pago.\n\n' +
    'Las ganancias se pagan a los mismos datos de pago con los que se depositó, si el método de pago lo permite. Antes de una retirada puede ser necesario verificar tu identidad: lo exige la ley y protege tu dinero.\n\n' +
    'Solo se aceptan pagos desde cuentas y tarjetas que pertenezcan al titular de la cuenta. Los pagos de terceros pueden ser rechazados.\n\n' +
    'El estado de cada pago se puede consultar en el historial de operaciones del área personal. Si el dinero no llega en el plazo indicado, contacta con atención al cliente y adjunta el justificante del pago.',

  info_page_cookies: 'Política de cookies',
  info_page_cookies_text:
    'Las cookies son pequeños archivos que el sitio guarda en tu navegador. {{brand}} las utiliza para mantener tu sesión iniciada, para que el sitio recuerde tu idioma, tu tema y tu formato de cuotas, y para entender cómo usan el sitio los visitantes.\n\n' +
    'Las cookies necesarias permiten iniciar sesión, garantizan la seguridad y hacen funcionar el boleto. Sin ellas el sitio no funciona, por eso se usan con cualquier nivel de consentimiento.\n\n' +
    'Para el resto de cookies, eliges tú el nivel de consentimiento. «Solo las necesarias»: no se usa ninguna otra cookie. «Necesarias y funcionales»: además se guardan tus ajustes y preferencias. «Necesarias, análisis y marketing»: además se permiten las cookies de análisis, de publicidad personalizada y de medición de campañas publicitarias. «Todas las cookies»: se permiten todas las categorías.\n\n' +
    'Tu elección se guarda junto con la fecha del consentimiento y puedes cambiarla en cualquier momento en los ajustes de cookies del sitio. También puedes borrar las cookies desde los ajustes del navegador, pero entonces tendrás que volver a iniciar sesión y elegir de nuevo tus ajustes.\n\n' +
    'En la política de privacidad explicamos con más detalle qué datos tratamos.',

  info_page_ussdinstruction: 'Apuestas por USSD',
  info_page_ussdinstruction_text:
    'Donde {{brand}} ofrece este servicio, puedes apostar a través del menú USSD de tu móvil, sin internet ni aplicación.\n\n' +
    'Marca el código USSD indicado en la sección «Contacto» y pulsa el botón de llamada. Se abrirá un menú: elige el deporte, el evento y el resultado respondiendo con el número de la opción.\n\n' +
    'Introduce el importe de la apuesta y confírmalo. El importe se descuenta de la cuenta de juego vinculada a tu número de teléfono, y el número de boleto te llega en un mensaje de respuesta.\n\n' +
    'A las apuestas por USSD se aplican las mismas reglas y límites que a las apuestas en el sitio. El coste de las consultas USSD lo fija tu operador de telefonía.',

  info_page_points: 'Puntos de bonificación',
  info_page_points_text:
    'En el programa de fidelidad de {{brand}}, los jugadores reciben puntos por las apuestas deportivas liquidadas y por jugar en el casino. El número de puntos depende del importe apostado y de las condiciones del programa en tu país.\n\n' +
    'El saldo de puntos se muestra en tu área personal. Los puntos se pueden canjear por apuestas gratis, bonos y otras recompensas del catálogo del programa.\n\n' +
    'Los puntos no son dinero: no se pueden retirar ni transferir a otro jugador. Por las apuestas anuladas o devueltas no se conceden puntos.\n\n' +
    'Los puntos no utilizados pueden caducar una vez transcurrido el plazo indicado en las condiciones del programa. Te avisamos con antelación de cualquier cambio en las condiciones del programa.',

  info_page_taxes: 'Impuestos',
  info_page_taxes_text:
    'En muchos países, las ganancias obtenidas en casas de apuestas y casinos tributan. Cómo se gravan y a qué tipo depende de la legislación del país en el que tengas tu residencia fiscal.\n\n' +
    'En algunas jurisdicciones, el operador está obligado a retener el impuesto al pagar las ganancias. En ese caso, el importe del impuesto figura en el historial de operaciones y en tu cuenta se abonan las ganancias netas de impuestos.\n\n' +
    'Si no se retiene ningún impuesto al pagar, el jugador declara los ingresos y paga el impuesto según lo que establezca la legislación de su país.\n\n' +
    'La información de esta página no constituye asesoramiento fiscal. Para cualquier duda sobre impuestos, consulta con un asesor fiscal o con la administración tributaria de tu país.',

  info_page_mainRules: 'Términos generales',
  info_page_mainRules_text:
    'Los términos generales regulan la relación entre {{brand}} y el jugador en el uso del sitio, las aplicaciones móviles y otros canales de aceptación de apuestas.\n\n' +
    'Solo pueden usar el servicio personas con plena capacidad jurídica mayores de {{age}} años, siempre que la ley de su país de residencia no fije una edad superior ni prohíba los juegos de azar.\n\n' +
    'Cada jugador solo puede tener una cuenta. Los datos indicados en el registro deben ser veraces; el operador puede pedirte que los acredites.\n\n' +
    'El jugador es responsable de custodiar su nombre de usuario y su contraseña, y de todas las acciones realizadas en su cuenta. Si sospechas que alguien ha accedido a tu cuenta, cambia la contraseña de inmediato y avisa a atención al cliente.\n\n' +
    'El operador puede limitar o cerrar una cuenta en caso de incumplimiento de las reglas, fraude, uso de varias cuentas o de herramientas automatizadas.\n\n' +
    'Los términos pueden cambiar. La nueva versión entra en vigor en el momento de su publicación en el sitio; si sigues usando el servicio, la aceptas.',

  info_page_simpleIdentification: 'Identificación simplificada',
  info_page_simpleIdentification_text:
    'La identificación simplificada es una forma rápida de confirmar tu identidad sin acudir a una oficina: introduces los datos de tu documento en el área personal y nosotros los comprobamos en las fuentes oficiales disponibles.\n\n' +
    'Necesitarás tus apellidos, tu nombre, tu patronímico (si lo tienes), tu fecha de nacimiento, los datos de tu documento de identidad y tu número de identificación fiscal, si lo exige la legislación de tu país.\n\n' +
    'La comprobación suele tardar desde unos minutos hasta varios días hábiles. Te comunicaremos el resultado en tu área personal.\n\n' +
    'Si no se pueden confirmar los datos automáticamente, atención al cliente puede pedirte que subas una foto del documento o que completes una videoidentificación.\n\n' +
    'Mientras la identificación no esté completa, algunas operaciones, como las retiradas, pueden no estar disponibles.',

  info_page_consent: 'Consentimiento para el tratamiento de datos',
  info_page_consent_text:
    'Al registrarte en el sitio de {{brand}}, das tu consentimiento para el tratamiento de los datos personales que indicas en el formulario y de los que se generan mientras juegas.\n\n' +
    'Los datos se tratan para gestionar tu cuenta de juego, verificar tu edad e identidad, procesar pagos, cumplir los requisitos legales, garantizar la seguridad y, si lo has aceptado por separado, enviarte comunicaciones comerciales.\n\n' +
    'El tratamiento incluye la recogida, el registro, la conservación, la actualización, el uso y la comunicación de los datos a entidades de pago y de verificación en la medida necesaria para estos fines.\n\n' +
    'Puedes retirar el consentimiento a las comunicaciones comerciales en los ajustes de tu área personal. El consentimiento al tratamiento de los datos sin los que la cuenta no puede funcionar se retira cerrando la cuenta; aun así, parte de los datos se conserva durante el plazo que establece la ley.',

  info_page_licenses: 'Licencias',
  info_page_licenses_text:
    '{{brand}} opera con una licencia de juego expedida por el regulador de la jurisdicción del operador.\n\n' +
    'El operador publica el nombre del regulador, el número y la fecha de expedición de la licencia, así como los datos de la empresa operadora, en la sección «Contacto» y en la parte inferior del sitio.\n\n' +
    'La licencia obliga al operador a respetar las reglas del juego limpio, verificar la edad y la identidad de los jugadores, prevenir el blanqueo de capitales y apoyar los principios del juego responsable.\n\n' +
    'Puedes comprobar la validez de la licencia en el registro público del regulador.',

  info_page_privacyPolicy: 'Política de privacidad',
  info_page_privacyPolicy_text:
    'Esta política explica qué datos personales trata {{brand}}, con qué fin y cómo los protegemos.\n\n' +
    'Tratamos los datos que nos facilitas (nombre, fecha de nacimiento, teléfono, dirección de correo electrónico, datos del documento de identidad, datos de pago), la información sobre tus apuestas y pagos, y datos técnicos: dirección IP, tipo de dispositivo y de navegador, cookies.\n\n' +
    'Necesitamos los datos para gestionar tu cuenta, verificar tu edad e identidad, procesar pagos, prevenir el fraude, cumplir los requisitos legales, responder a tus consultas y, con tu consentimiento, enviarte boletines y ofertas personalizadas.\n\n' +
    'Solo comunicamos datos a sistemas de pago, a entidades de verificación de identidad y a organismos públicos en los casos previstos por la ley. No vendemos datos personales.\n\n' +
    'El consentimiento de cookies se configura por separado: «Desactivadas», «Solo funcionales», «Solo de marketing» o «Todas». Encontrarás más información en la página sobre cookies.\n\n' +
    'Tienes derecho a solicitar el acceso a tus datos, su rectificación o su supresión, salvo que la ley exija conservarlos durante más tiempo. Para ello, contacta con atención al cliente.',

  info_page_amlkyc: 'AML y KYC',
  info_page_amlkyc_text:
    '{{brand}} cumple la legislación de prevención del blanqueo de capitales y de la financiación del terrorismo (AML), así como el principio «Conoce a tu cliente» (KYC).\n\n' +
    'Verificamos la identidad y la edad de los jugadores y, en algunos casos, el origen de los fondos. La verificación puede ser necesaria al registrarse, antes de la primera retirada, en operaciones de gran importe o ante una actividad inusual.\n\n' +
    'Para la verificación podemos pedirte un documento de identidad, un justificante de domicilio y la prueba de que el medio de pago te pertenece.\n\n' +
    'Mientras no se supere la verificación, las retiradas pueden quedar suspendidas. Si un jugador se niega a aportar documentos o facilita información falsa, el operador puede denegar la operación o cerrar la cuenta.',

  info_page_amlpolicy: 'Política AML',
  info_page_amlpolicy_text:
    'La política de prevención del blanqueo de capitales describe las medidas que adopta {{brand}} para que el servicio no se utilice para blanquear ingresos delictivos ni para financiar el terrorismo.\n\n' +
    'Identificamos a los jugadores, los contrastamos con listas de sanciones y de personas con responsabilidad pública, y vigilamos las operaciones inusuales: depósitos grandes y frecuentes, retiradas sin actividad de juego o uso de medios de pago ajenos.\n\n' +
    'Solo se puede depositar y retirar con medios de pago del titular de la cuenta. El dinero de la cuenta de juego es para jugar, no para guardarlo ni para hacer transferencias.\n\n' +
    'El operador está obligado a comunicar las operaciones sospechosas al organismo competente. Hasta que termine la revisión, esas operaciones pueden quedar suspendidas.\n\n' +
    'El personal del operador recibe formación periódica, y un responsable designado vela por el cumplimiento de la política.',

  info_page_kycpolicy: 'Política KYC',
  info_page_kycpolicy_text:
    'La política «Conoce a tu cliente» establece cómo verifica {{brand}} la identidad, la edad y el lugar de residencia de los jugadores.\n\n' +
    'Para la verificación puede ser necesario un documento de identidad (pasaporte, documento nacional de identidad o carné de conducir), un justificante de domicilio (por ejemplo, una factura de suministros o un extracto bancario de los últimos tres meses) y la prueba de que la tarjeta bancaria o el monedero electrónico te pertenecen.\n\n' +
    'Los documentos se suben desde el área personal. La imagen debe ser nítida y en color; el documento debe verse entero y estar en vigor.\n\n' +
    'La verificación suele tardar unos pocos días hábiles como máximo. Te comunicaremos el resultado en tu área personal y, si necesitamos más documentos, te los pediremos allí mismo.\n\n' +
    'Los documentos se guardan de forma segura y solo se utilizan para la verificación y para cumplir los requisitos legales.',

  info_page_disputeresolution: 'Resolución de disputas',
  info_page_disputeresolution_text:
    'Si no estás de acuerdo con la liquidación de una apuesta, la concesión de un bono, un pago u otra decisión de {{brand}}, presenta una reclamación desde la sección «Atención al cliente».\n\n' +
    'Indica en la reclamación tu número de cuenta de juego, el número del boleto o de la operación, la fecha y el motivo, y adjunta capturas de pantalla u otras pruebas. Cuanto antes nos escribas, más fácil será reconstruir lo ocurrido.\n\n' +
    'Confirmaremos la recepción de la reclamación, te indicaremos el plazo de resolución y te daremos una respuesta sobre el fondo del asunto. Si necesitamos más información para decidir, te la pediremos.\n\n' +
    'Si no estás de acuerdo con nuestra respuesta, puedes acudir a un organismo independiente de resolución de conflictos o al regulador que expidió la licencia. El operador publica sus datos de contacto en la sección «Contacto».',

  info_page_responsiblegaming: 'Juego responsable',
  info_page_responsiblegaming_text:
    'Las apuestas y los juegos de azar son un entretenimiento, no una forma de ganar dinero. Juega solo con el dinero que puedas permitirte perder y no intentes recuperar lo perdido.\n\n' +
    'El servicio de {{brand}} está disponible solo para mayores de {{age}} años. Verificamos la edad de los jugadores y cerramos las cuentas de menores.\n\n' +
    'En tu área personal puedes fijar límites diarios, semanales o mensuales de depósitos, apuestas y pérdidas, así como limitar la duración de las sesiones de juego. Reducir un límite tiene efecto inmediato; aumentarlo no se aplica al instante.\n\n' +
    'Si necesitas un descanso, utiliza la autoexclusión: tu cuenta quedará bloqueada durante el plazo que elijas o de forma indefinida, y durante todo ese tiempo no podrás apostar ni depositar. La autoexclusión no se puede cancelar antes de tiempo.\n\n' +
    'Señales de alarma: juegas más tiempo o más dinero de lo que pensabas, pides prestado para jugar, lo ocultas a tus allegados o te irritas cuando no juegas. Si te reconoces en esto, pide ayuda.\n\n' +
    'Hay organizaciones especializadas que ofrecen ayuda gratuita y anónima, como Jugadores Anónimos (Gamblers Anonymous), y servicios nacionales de ayuda contra la adicción al juego. El servicio de atención al cliente de {{brand}} te indicará a quién acudir en tu país y te ayudará a configurar las limitaciones.',

  info_page_smsbets: 'Apuestas por SMS',
  info_page_smsbets_text:
    'Donde {{brand}} ofrece este servicio, puedes apostar por SMS, sin internet ni aplicación.\n\n' +
    'Vincula tu número de teléfono a tu cuenta de juego y deposita fondos. El número corto para las apuestas por SMS y el formato de los mensajes están publicados en la sección «Contacto».\n\n' +
    'Para apostar, envía un mensaje con el código del evento, el código del resultado y el importe de la apuesta en el formato que se use en tu país. Para una combinada, indica varios pares «evento — resultado».\n\n' +
    'Recibirás un SMS de respuesta con el número de boleto y la cuota, o con el motivo del rechazo. La apuesta solo se considera aceptada tras la confirmación.\n\n' +
    'A las apuestas por SMS se aplican las reglas y límites generales. El coste de los mensajes depende de las tarifas de tu operador de telefonía.',

  info_page_confirmTerms: 'Aceptación de las condiciones',
  info_page_confirmTerms_text:
    'Antes de continuar, confirma que has leído y aceptas las reglas de {{brand}}, la política de privacidad y las condiciones de los programas de bonos.\n\n' +
    'Al aceptar las condiciones, confirmas también que tienes al menos {{age}} años, que los juegos de azar están permitidos en tu país de residencia y que juegas en tu propio nombre y con tu propio dinero.\n\n' +
    'Si las condiciones se actualizan, te pediremos que aceptes la nueva versión la próxima vez que inicies sesión. Mientras no la aceptes, algunas funciones del sitio pueden no estar disponibles.\n\n' +
    'Si no estás de acuerdo con las condiciones, no sigas usando el servicio y contacta con atención al cliente para cerrar tu cuenta.',

  info_page_calc: 'Cálculo de ganancias',
  info_page_calc_text:
    'Es fácil calcular de antemano las ganancias potenciales: solo necesitas el importe de la apuesta y las cuotas de los resultados elegidos.\n\n' +
    'Simple: ganancias = importe × cuota. Por ejemplo, una apuesta de 100 a cuota 2,50 devuelve 250, de los que 150 son beneficio neto.\n\n' +
    'Combinada: las cuotas de todos los resultados se multiplican, y ganancias = importe × producto de las cuotas. Una apuesta de 100 a tres resultados con cuotas de 1,50, 2,00 y 1,80 da una cuota total de 5,40 y unas ganancias de 540. Si falla aunque sea un solo resultado, se pierde toda la combinada.\n\n' +
    'Sistema: el importe se reparte a partes iguales entre todas las combinadas del tamaño indicado, y las ganancias son la suma de lo ganado con las combinaciones acertadas. Por ejemplo, un sistema «2 de 3» consta de tres combinadas de dos resultados.\n\n' +
    'Un resultado anulado cuenta con cuota 1 y no altera el producto. Este cálculo es orientativo: el importe final se determina según las reglas y las cuotas vigentes en el momento en que se aceptó la apuesta.',

  info_page_cashTerminals: 'Cajas y terminales',
  info_page_cashTerminals_text:
    'Donde {{brand}} dispone de locales de apuestas y terminales de pago, puedes depositar en tu cuenta y cobrar tus ganancias en efectivo.\n\n' +
    'El operador publica las direcciones y el horario de las cajas y terminales en la sección «Contacto» y en la página de terminales.\n\n' +
    'Para depositar a través de un terminal, elige el depósito en la cuenta de juego, introduce tu número de cuenta o el número de teléfono vinculado a ella e inserta el efectivo. Guarda el recibo hasta que se abone el dinero.\n\n' +
    'Para cobrar las ganancias en caja necesitas un documento de identidad. Los límites y plazos de los pagos en efectivo pueden ser distintos de los de los métodos online.',

  info_page_rulesFrame: 'Reglas de aceptación de apuestas',
  info_page_rulesFrame_text:
    'Se aceptan apuestas de jugadores mayores de {{age}} años, dentro de los fondos de su cuenta y de los límites establecidos.\n\n' +
    'Las ganancias de una simple son el importe apostado multiplicado por la cuota; una combinada gana si se cumplen todos los resultados; un sistema se liquida como un conjunto de combinadas.\n\n' +
    'Si se cancela un evento, la apuesta se liquida con cuota 1. Las reglas completas están publicadas en la sección «Reglas».',

  info_page_bettingCalculator: 'Calculadora de apuestas',
  info_page_bettingCalculator_text:
    'La calculadora de apuestas calcula las ganancias potenciales de simples, combinadas y sistemas antes de que hagas tu apuesta.\n\n' +
    'Elige el tipo de apuesta e introduce el importe y las cuotas de los resultados. La calculadora te mostrará la cuota total y las ganancias potenciales.\n\n' +
    'Simple: importe × cuota. Combinada: importe × producto de las cuotas de todos los resultados; un resultado anulado cuenta con cuota 1.\n\n' +
    'Sistema: el importe se reparte a partes iguales entre las combinaciones. En cada combinación acertada, las ganancias son su parte del importe multiplicada por el producto de sus cuotas, y el total es la suma de todas las combinaciones acertadas. Por ejemplo, un sistema «2 de 4» tiene seis combinaciones, y a cada una le corresponde la sexta parte del importe.\n\n' +
    'El resultado de la calculadora es orientativo y no tiene en cuenta impuestos ni límites de pago. El importe exacto se calcula según las reglas una vez terminados los eventos.',
};
