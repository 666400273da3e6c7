// French texts of the "content" namespace (information pages and the home page); the keys are
// typed by the Russian source, so a missing or extra key fails the type check.
import type { contentRu } from '../ru/content';

export const contentFr: Record<keyof typeof contentRu, string> = {
  home_title: '{{brand}} — paris sportifs et casino',
  home_intro:
    'Paris avant-match et en direct sur le football, le tennis, le hockey sur glace, l’e-sport et bien d’autres sports, ainsi que des machines à sous et un casino en direct. Déposez de l’argent et retirez vos gains depuis votre espace personnel.',
  home_meta_description:
    '{{brand}} : paris sportifs avant-match et en direct, casino en ligne et machines à sous. Dépôts et retraits dans votre espace personnel. {{age}}+',
  home_info_heading: 'Bon à savoir',
  home_banners_label: 'À la une',
  home_banners_previous: 'Bannières précédentes',
  home_banners_next: 'Bannières suivantes',
  home_age_notice:
    '{{age}}+. Ce site est réservé aux personnes âgées d’au moins {{age}} ans. Jouez de manière responsable : ne misez que ce que vous êtes prêt à perdre et fixez des limites dans votre espace personnel.',

  info_page_information: 'Informations',
  info_page_information_text:
    'Cette section réunit les documents et informations de référence de {{brand}} : le règlement des paris, les conditions générales, la politique de confidentialité, les modalités de dépôt et de retrait, ainsi que les informations sur le jeu responsable.\n\n' +
    'Avant de vous inscrire et de placer votre premier pari, nous vous recommandons de lire les conditions générales et le règlement. En vous inscrivant, vous confirmez avoir au moins {{age}} ans et accepter les conditions du service.\n\n' +
    'Si vous n’avez pas trouvé la réponse à votre question, écrivez au service client depuis la section « Assistance » ou utilisez les informations de la section « Nous contacter ».\n\n' +
    'Les documents peuvent être mis à jour. La version en vigueur est toujours publiée sur le site, et nous prévenons à l’avance de toute modification importante.',

  info_page_contacts: 'Nous contacter',
  info_page_contacts_text:
    'Le service client de {{brand}} vous aide pour l’inscription, les dépôts, les retraits, la vérification et le règlement des paris.\n\n' +
    'Le moyen le plus rapide de nous joindre est la section « Assistance » du site. L’adresse e-mail du service client y est également indiquée.\n\n' +
    'La dénomination de la société exploitante, son adresse, ses numéros de téléphone et ses autres coordonnées sont publiés par l’opérateur dans cette section, conformément aux exigences de sa juridiction.\n\n' +
    'Pour que nous traitions votre demande plus rapidement, indiquez votre numéro de compte et décrivez brièvement la situation. Ne communiquez jamais votre mot de passe ni vos codes de confirmation : le service client ne les demande jamais.',

  info_page_about: 'À propos de nous',
  info_page_about_text:
    '{{brand}} est un service en ligne de paris sportifs et de casino. Nous acceptons les paris sur un large éventail d’événements sportifs et d’e-sport, aussi bien avant le match qu’en direct.\n\n' +
    'Le casino propose des machines à sous, des jeux de table et des jeux avec croupiers en direct, fournis par des éditeurs titulaires d’une licence.\n\n' +
    'Nous visons un jeu équitable et transparent : les règles d’acceptation et de règlement des paris sont publiées sur le site, et tous les paiements passent par votre espace personnel.\n\n' +
    'Le service est réservé aux personnes âgées d’au moins {{age}} ans. Nous soutenons les principes du jeu responsable et proposons des outils pour maîtriser votre temps et vos dépenses.\n\n' +
    'Les informations sur la licence et la société exploitante figurent dans les sections « Licences » et « Nous contacter ».',

  info_page_howbet: 'Comment parier',
  info_page_howbet_text:
    'Inscrivez-vous ou connectez-vous à votre compte, puis alimentez votre compte de jeu depuis votre espace personnel.\n\n' +
    'Choisissez un événement dans la section « Avant-match » (matchs qui n’ont pas encore commencé) ou « En direct » (matchs en cours). Appuyez sur la cote de l’issue souhaitée : elle s’ajoute au coupon.\n\n' +
    'Choisissez le type de pari dans le coupon. Le pari simple porte sur une seule issue. Le combiné porte sur plusieurs issues d’événements différents : il n’est gagnant que si toutes les issues sont gagnantes. Le système est un ensemble de combinés d’une taille donnée, formés à partir des issues choisies.\n\n' +
    'Saisissez votre mise : le coupon affiche aussitôt le gain potentiel. Si la cote change pendant que vous validez le pari, celui-ci est traité selon le réglage choisi : refuser le pari, n’accepter que les hausses de cote ou accepter tous les changements.\n\n' +
    'Appuyez sur « Parier ». Une fois accepté, le pari apparaît dans l’historique des paris de votre espace personnel, où vous pouvez suivre son statut et son résultat.',

  info_page_rules: 'Règlement',
  info_page_rules_text:
    'Les paris sont acceptés de la part des joueurs inscrits âgés d’au moins {{age}} ans, dans la limite des fonds disponibles sur leur compte de jeu. Un pari est considéré comme accepté dès qu’il apparaît dans l’historique des paris avec un numéro de coupon.\n\n' +
    'Le pari simple porte sur une seule issue ; le gain est égal à la mise multipliée par la cote. Le combiné porte sur au moins deux issues d’événements différents ; les cotes se multiplient et le combiné n’est gagnant que si toutes les issues sont gagnantes. Le système est un ensemble de combinés de même taille formés à partir des issues choisies ; la mise est répartie à parts égales entre eux et chaque combiné est réglé séparément.\n\n' +
    'Les cotes peuvent être affichées dans différents formats, par exemple décimal, fractionnaire ou américain. Le format se change dans les paramètres et n’influe pas sur le gain : le règlement se fait à la cote fixée au moment de l’acceptation du pari.\n\n' +
    'Les paris sont réglés sur la base des résultats officiels après la fin de l’événement. Sauf mention contraire, seul le temps réglementaire compte, sans prolongations ni séance de tirs au but.\n\n' +
    'Si un événement est annulé ou reporté au-delà du délai prévu par le règlement, ou si un marché est annulé, le pari est réglé à une cote de 1 et la mise est recréditée sur le compte. Dans un combiné, cette issue est exclue du calcul et les autres cotes sont maintenues.\n\n' +
    'L’opérateur fixe les mises et les paiements minimaux et maximaux ; ils peuvent dépendre du sport, de l’événement et du marché. Les limites en vigueur sont indiquées dans le coupon. Les paris acceptés à une cote manifestement erronée ou après le début de l’événement (hors direct) peuvent être annulés.',

  info_page_payment: 'Dépôts et retraits',
  info_page_payment_text:
    'Vous pouvez alimenter votre compte de jeu et retirer vos gains depuis votre espace personnel, dans les sections « Faire un dépôt » et « Retirer des fonds ». Les moyens de paiement disponibles dépendent de votre pays et de la devise de votre compte.\n\n' +
    'Pour chaque moyen de paiement sont indiqués le montant minimum et maximum, le délai de crédit et les éventuels frais du prestataire de paiement. En règle générale, un dépôt est crédité dès la confirmation du paiement.\n\n' +
    'Les gains sont versés sur les mêmes coordonnées que celles utilisées pour le dépôt, si le moyen de paiement le permet. Une vérification d’identité peut être demandée avant un retrait : la loi l’exige, et elle protège vos fonds.\n\n' +
    'Seuls les paiements provenant de comptes et de cartes appartenant au titulaire du compte sont acceptés. Les paiements de tiers peuvent être refusés.\n\n' +
    'Le statut de chaque paiement figure dans l’historique des opérations de votre espace personnel. Si l’argent n’est pas arrivé dans le délai indiqué, contactez le service client en joignant une preuve de paiement.',

  info_page_cookies: 'Utilisation des cookies',
  info_page_cookies_text:
    'Les cookies sont de petits fichiers que le site enregistre dans votre navigateur. {{brand}} les utilise pour que vous restiez connecté à votre compte, pour que le site mémorise votre langue, votre thème et votre format de cotes, et pour comprendre comment les visiteurs utilisent le site.\n\n' +
    'Les cookies nécessaires assurent la connexion au compte, la sécurité et le fonctionnement du coupon. Le site ne fonctionne pas sans eux : ils sont donc utilisés quel que soit le niveau de consentement.\n\n' +
    'Pour les autres cookies, vous choisissez le niveau de consentement. « Nécessaires uniquement » : aucun autre cookie n’est utilisé. « Nécessaires et fonctionnels » : vos paramètres et préférences sont également enregistrés. « Nécessaires, analyse et marketing » : les cookies d’analyse, de publicité personnalisée et de mesure des campagnes publicitaires sont également autorisés. « Tous les cookies » : toutes les catégories sont autorisées.\n\n' +
    'Votre choix est enregistré avec la date du consentement et peut être modifié à tout moment dans les paramètres des cookies du site. Vous pouvez aussi supprimer les cookies dans les paramètres de votre navigateur, mais vous devrez alors vous reconnecter et choisir à nouveau vos paramètres.\n\n' +
    'La politique de confidentialité explique plus en détail quelles données nous traitons.',

  info_page_ussdinstruction: 'Paris par USSD',
  info_page_ussdinstruction_text:
    'Là où {{brand}} propose ce service, vous pouvez parier via le menu USSD de votre téléphone mobile, sans Internet ni application.\n\n' +
    'Composez le code USSD indiqué dans la section « Nous contacter » et appuyez sur la touche d’appel. Un menu s’ouvre : choisissez le sport, l’événement et l’issue en répondant avec le numéro de l’option.\n\n' +
    'Saisissez votre mise et confirmez-la. La mise est débitée du compte de jeu associé à votre numéro de téléphone, et le numéro du coupon vous parvient dans le message de réponse.\n\n' +
    'Les paris par USSD sont soumis aux mêmes règles et limites que les paris sur le site. Le coût des requêtes USSD est fixé par votre opérateur mobile.',

  info_page_points: 'Points de fidélité',
  info_page_points_text:
    'Dans le programme de fidélité de {{brand}}, les joueurs gagnent des points pour leurs paris sportifs réglés et leur jeu au casino. Le nombre de points dépend de la mise et des conditions du programme dans votre pays.\n\n' +
    'Votre solde de points est visible dans votre espace personnel. Les points peuvent être échangés contre des paris gratuits, des bonus et d’autres récompenses du catalogue du programme.\n\n' +
    'Les points ne sont pas de l’argent : ils ne peuvent être ni retirés ni transférés à un autre joueur. Aucun point n’est attribué pour les paris annulés ou remboursés.\n\n' +
    'Les points non utilisés peuvent expirer au terme du délai fixé dans les conditions du programme. Nous vous prévenons à l’avance de toute modification des conditions du programme.',

  info_page_taxes: 'Fiscalité',
  info_page_taxes_text:
    'Dans de nombreux pays, les gains réalisés auprès des bookmakers et des casinos sont imposables. Les modalités d’imposition et le taux dépendent de la législation du pays dont vous êtes résident fiscal.\n\n' +
    'Dans certaines juridictions, l’opérateur est tenu de prélever l’impôt lors du versement des gains. Le montant de l’impôt figure alors dans l’historique des opérations, et les gains sont crédités sur le compte nets d’impôt.\n\n' +
    'Si aucun impôt n’est prélevé lors du versement, le joueur déclare lui-même ses revenus et paie l’impôt selon les modalités prévues par la législation de son pays.\n\n' +
    'Les informations de cette page ne constituent pas un conseil fiscal. Pour toute question fiscale, adressez-vous à un conseiller fiscal ou à l’administration fiscale de votre pays.',

  info_page_mainRules: 'Conditions générales',
  info_page_mainRules_text:
    'Les conditions générales régissent les relations entre {{brand}} et le joueur lors de l’utilisation du site, des applications mobiles et des autres canaux de prise de paris.\n\n' +
    'Seules les personnes juridiquement capables et âgées d’au moins {{age}} ans peuvent utiliser le service, à condition que la loi de leur pays de résidence ne fixe pas un âge plus élevé et n’interdise pas les jeux d’argent.\n\n' +
    'Chaque joueur ne peut détenir qu’un seul compte. Les informations fournies lors de l’inscription doivent être exactes ; l’opérateur peut demander à les vérifier.\n\n' +
    'Le joueur est responsable de la confidentialité de son identifiant et de son mot de passe, ainsi que de toutes les actions effectuées sur son compte. Si vous soupçonnez qu’un tiers a accédé à votre compte, changez immédiatement votre mot de passe et prévenez le service client.\n\n' +
    'L’opérateur peut restreindre ou fermer un compte en cas de violation du règlement, de fraude, d’utilisation de plusieurs comptes ou d’outils automatisés.\n\n' +
    'Les conditions peuvent évoluer. La nouvelle version entre en vigueur dès sa publication sur le site ; en continuant à utiliser le service, vous l’acceptez.',

  info_page_simpleIdentification: 'Identification simplifiée',
  info_page_simpleIdentification_text:
    'L’identification simplifiée est un moyen rapide de confirmer votre identité sans vous déplacer : vous saisissez les données de votre pièce d’identité dans votre espace personnel, et nous les vérifions auprès des sources officielles disponibles.\n\n' +
    'Vous aurez besoin de vos nom, prénom et second prénom (le cas échéant), de votre date de naissance, des données de votre pièce d’identité et de votre numéro fiscal, si la législation de votre pays l’exige.\n\n' +
    'La vérification prend généralement de quelques minutes à quelques jours ouvrés. Nous vous communiquerons le résultat dans votre espace personnel.\n\n' +
    'Si vos données n’ont pas pu être confirmées automatiquement, le service client peut vous demander d’envoyer une photo de votre pièce d’identité ou de passer une identification vidéo.\n\n' +
    'Tant que l’identification n’est pas terminée, certaines opérations, comme le retrait de fonds, peuvent être indisponibles.',

  info_page_consent: 'Consentement au traitement des données',
  info_page_consent_text:
    'En vous inscrivant sur le site {{brand}}, vous consentez au traitement des données personnelles que vous indiquez dans votre profil et de celles générées au cours du jeu.\n\n' +
    'Les données sont traitées pour gérer votre compte de jeu, vérifier votre âge et votre identité, effectuer les paiements, respecter les obligations légales, assurer la sécurité et, si vous y avez consenti séparément, vous envoyer des messages publicitaires.\n\n' +
    'Le traitement comprend la collecte, l’enregistrement, la conservation, la mise à jour, l’utilisation et la transmission des données aux prestataires de paiement et de vérification, dans la mesure nécessaire à ces finalités.\n\n' +
    'Vous pouvez retirer votre consentement aux envois publicitaires dans les paramètres de votre espace personnel. Le consentement au traitement des données indispensables au fonctionnement du compte se retire en fermant le compte ; même alors, une partie des données est conservée pendant la durée fixée par la loi.',

  info_page_licenses: 'Licences',
  info_page_licenses_text:
    '{{brand}} exerce son activité sous une licence d’exploitation de jeux d’argent délivrée par le régulateur de la juridiction de l’opérateur.\n\n' +
    'Le nom du régulateur, le numéro et la date de délivrance de la licence, ainsi que les informations sur la société exploitante, sont publiés par l’opérateur dans la section « Nous contacter » et en bas du site.\n\n' +
    'La licence oblige l’opérateur à respecter les règles du jeu équitable, à vérifier l’âge et l’identité des joueurs, à lutter contre le blanchiment d’argent et à soutenir les principes du jeu responsable.\n\n' +
    'Vous pouvez vérifier la validité de la licence dans le registre public du régulateur.',

  info_page_privacyPolicy: 'Politique de confidentialité',
  info_page_privacyPolicy_text:
    'Cette politique explique quelles données personnelles {{brand}} traite, dans quel but et comment nous les protégeons.\n\n' +
    'Nous traitons les données que vous fournissez vous-même (nom, date de naissance, téléphone, adresse e-mail, données de votre pièce d’identité, coordonnées de paiement), les informations sur vos paris et vos paiements, ainsi que des données techniques : adresse IP, type d’appareil et de navigateur, cookies.\n\n' +
    'Ces données nous servent à gérer votre compte, vérifier votre âge et votre identité, effectuer les paiements, prévenir la fraude, respecter les obligations légales, répondre à vos demandes et, avec votre consentement, vous envoyer des communications et des offres personnalisées.\n\n' +
    'Nous ne transmettons les données qu’aux prestataires de paiement, aux organismes de vérification d’identité et aux autorités publiques, dans les cas prévus par la loi. Nous ne vendons pas de données personnelles.\n\n' +
    'Le consentement aux cookies se règle séparément : « Désactivés », « Fonctionnels uniquement », « Marketing uniquement » ou « Tous ». Pour en savoir plus, consultez la page sur les cookies.\n\n' +
    'Vous avez le droit de demander l’accès à vos données, leur rectification ou leur suppression, sauf si la loi exige de les conserver plus longtemps. Pour cela, contactez le service client.',

  info_page_amlkyc: 'AML et KYC',
  info_page_amlkyc_text:
    '{{brand}} respecte la législation relative à la lutte contre le blanchiment des capitaux et le financement du terrorisme (AML), ainsi que le principe « Connaissez votre client » (KYC).\n\n' +
    'Nous vérifions l’identité et l’âge des joueurs et, dans certains cas, l’origine de leurs fonds. Une vérification peut être nécessaire lors de l’inscription, avant le premier retrait, pour des opérations importantes ou en cas d’activité inhabituelle.\n\n' +
    'Pour cette vérification, nous pouvons demander une pièce d’identité, un justificatif de domicile et la preuve que le moyen de paiement vous appartient.\n\n' +
    'Tant que la vérification n’est pas réussie, les retraits peuvent être suspendus. Si un joueur refuse de fournir des documents ou communique des informations inexactes, l’opérateur peut refuser l’opération ou fermer le compte.',

  info_page_amlpolicy: 'Politique AML',
  info_page_amlpolicy_text:
    'La politique de lutte contre le blanchiment d’argent décrit les mesures que {{brand}} prend pour que le service ne soit pas utilisé pour blanchir des produits du crime ni pour financer le terrorisme.\n\n' +
    'Nous identifions les joueurs, les contrôlons dans les listes de sanctions et les listes de personnes politiquement exposées, et surveillons les opérations inhabituelles : dépôts importants ou fréquents, retraits sans activité de jeu, utilisation de moyens de paiement appartenant à un tiers.\n\n' +
    'Les dépôts et les retraits ne sont possibles qu’avec des moyens de paiement appartenant au titulaire du compte. L’argent du compte de jeu est destiné au jeu, et non à l’épargne ou aux virements.\n\n' +
    'L’opérateur est tenu de signaler les opérations suspectes à l’autorité compétente. Ces opérations peuvent être suspendues jusqu’à la fin de la vérification.\n\n' +
    'Le personnel de l’opérateur est formé régulièrement, et un responsable désigné veille au respect de la politique.',

  info_page_kycpolicy: 'Politique KYC',
  info_page_kycpolicy_text:
    'La politique « Connaissez votre client » définit comment {{brand}} vérifie l’identité, l’âge et le lieu de résidence des joueurs.\n\n' +
    'La vérification peut nécessiter une pièce d’identité (passeport, carte d’identité ou permis de conduire), un justificatif de domicile (par exemple une facture d’électricité, d’eau ou de gaz, ou un relevé bancaire de moins de trois mois) et la preuve que la carte bancaire ou le portefeuille électronique vous appartient.\n\n' +
    'Les documents s’envoient depuis votre espace personnel. L’image doit être nette et en couleur, et le document doit être visible en entier et en cours de validité.\n\n' +
    'La vérification prend généralement jusqu’à quelques jours ouvrés. Nous vous communiquerons le résultat dans votre espace personnel et, si des documents supplémentaires sont nécessaires, nous vous les demanderons au même endroit.\n\n' +
    'Les documents sont conservés de manière sécurisée et utilisés uniquement pour la vérification et le respect des obligations légales.',

  info_page_disputeresolution: 'Règlement des litiges',
  info_page_disputeresolution_text:
    'Si vous contestez le règlement d’un pari, l’attribution d’un bonus, un paiement ou toute autre décision de {{brand}}, adressez une réclamation au service client depuis la section « Assistance ».\n\n' +
    'Indiquez dans votre réclamation votre numéro de compte, le numéro du coupon ou de l’opération, la date et l’objet de la réclamation, et joignez des captures d’écran et tout autre justificatif. Plus vous nous contactez tôt, plus il est facile de reconstituer les faits.\n\n' +
    'Nous accuserons réception de votre réclamation, vous indiquerons le délai de traitement et vous apporterons une réponse motivée. Si des informations complémentaires sont nécessaires pour statuer, nous vous les demanderons.\n\n' +
    'Si vous n’êtes pas d’accord avec notre réponse, vous pouvez vous adresser à un organisme indépendant de règlement des litiges ou au régulateur qui a délivré la licence. Leurs coordonnées sont publiées par l’opérateur dans la section « Nous contacter ».',

  info_page_responsiblegaming: 'Jeu responsable',
  info_page_responsiblegaming_text:
    'Les paris et les jeux d’argent sont un divertissement, pas un moyen de gagner sa vie. Ne jouez qu’avec de l’argent que vous pouvez vous permettre de perdre, et ne cherchez pas à vous refaire.\n\n' +
    'Le service {{brand}} est réservé aux personnes âgées d’au moins {{age}} ans. Nous vérifions l’âge des joueurs et fermons les comptes des mineurs.\n\n' +
    'Dans votre espace personnel, vous pouvez fixer des limites de dépôt, de mise et de perte par jour, par semaine ou par mois, et limiter la durée d’une session de jeu. Une baisse de limite s’applique immédiatement, tandis qu’une hausse ne prend effet qu’après un délai.\n\n' +
    'Si vous avez besoin d’une pause, utilisez l’auto-exclusion : votre compte sera bloqué pour la durée choisie ou pour une durée indéterminée, et pendant tout ce temps vous ne pourrez ni parier ni déposer. L’auto-exclusion ne peut pas être levée avant son terme.\n\n' +
    'Signaux d’alerte : vous jouez plus longtemps ou des sommes plus élevées que prévu, vous empruntez de l’argent pour jouer, vous le cachez à vos proches, vous êtes irritable quand vous ne jouez pas. Si vous vous reconnaissez, demandez de l’aide.\n\n' +
    'Une aide gratuite et anonyme est proposée par des organisations spécialisées, par exemple les Joueurs Anonymes (Gamblers Anonymous) et les services nationaux d’aide aux joueurs. Le service client de {{brand}} vous indiquera à qui vous adresser dans votre pays et vous aidera à mettre en place des restrictions.',

  info_page_smsbets: 'Paris par SMS',
  info_page_smsbets_text:
    'Là où {{brand}} propose ce service, vous pouvez parier par SMS, sans Internet ni application.\n\n' +
    'Associez votre numéro de téléphone à votre compte de jeu et alimentez votre compte. Le numéro court des paris par SMS et le format des messages sont publiés dans la section « Nous contacter ».\n\n' +
    'Pour parier, envoyez un message contenant le code de l’événement, le code de l’issue et la mise, au format en vigueur dans votre pays. Pour un combiné, indiquez plusieurs paires « événement — issue ».\n\n' +
    'Vous recevrez en réponse un SMS avec le numéro du coupon et la cote, ou avec le motif du refus. Le pari n’est considéré comme accepté qu’après confirmation.\n\n' +
    'Les paris par SMS sont soumis aux règles et limites générales. Le coût des messages dépend des tarifs de votre opérateur mobile.',

  info_page_confirmTerms: 'Acceptation des conditions',
  info_page_confirmTerms_text:
    'Avant de continuer, confirmez que vous avez lu et que vous acceptez le règlement de {{brand}}, la politique de confidentialité et les conditions des programmes de bonus.\n\n' +
    'En acceptant les conditions, vous confirmez également avoir au moins {{age}} ans, que les jeux d’argent sont autorisés dans votre pays de résidence et que vous jouez en votre nom propre et avec vos propres fonds.\n\n' +
    'Si les conditions sont mises à jour, nous vous demanderons d’accepter la nouvelle version lors de votre prochaine connexion. Tant qu’elle n’est pas acceptée, certaines fonctionnalités du site peuvent être indisponibles.\n\n' +
    'Si vous n’acceptez pas les conditions, cessez d’utiliser le service et contactez le service client pour fermer votre compte.',

  info_page_calc: 'Calcul des gains',
  info_page_calc_text:
    'Le gain potentiel se calcule facilement à l’avance : il suffit de connaître la mise et les cotes des issues choisies.\n\n' +
    'Pari simple : gain = mise × cote. Par exemple, une mise de 100 à une cote de 2,50 rapporte 250, dont 150 de bénéfice net.\n\n' +
    'Combiné : les cotes de toutes les issues se multiplient, et gain = mise × produit des cotes. Une mise de 100 sur trois issues aux cotes de 1,50, 2,00 et 1,80 donne une cote totale de 5,40 et un gain de 540. Si une seule issue est perdante, tout le combiné est perdu.\n\n' +
    'Système : la mise est répartie à parts égales entre tous les combinés de la taille donnée, et le gain est la somme des gains des combinaisons gagnantes. Par exemple, un système « 2 sur 3 » se compose de trois combinés de deux issues.\n\n' +
    'Une issue remboursée compte pour une cote de 1 et ne modifie pas le produit. Ce calcul est donné à titre indicatif : le montant définitif est déterminé par le règlement et par les cotes au moment de l’acceptation du pari.',

  info_page_cashTerminals: 'Guichets et bornes',
  info_page_cashTerminals_text:
    'Là où {{brand}} dispose de points de prise de paris et de bornes de paiement, vous pouvez alimenter votre compte et retirer vos gains en espèces.\n\n' +
    'Les adresses et horaires d’ouverture des guichets et des bornes sont publiés par l’opérateur dans la section « Nous contacter » et sur la page des bornes.\n\n' +
    'Pour alimenter votre compte via une borne, choisissez le dépôt sur un compte de jeu, saisissez votre numéro de compte ou le numéro de téléphone associé à votre compte, puis insérez les espèces. Conservez le reçu jusqu’au crédit des fonds.\n\n' +
    'Pour retirer vos gains au guichet, une pièce d’identité est nécessaire. Les limites et délais des paiements en espèces peuvent différer de ceux des moyens en ligne.',

  info_page_rulesFrame: 'Règles d’acceptation des paris',
  info_page_rulesFrame_text:
    'Les paris sont acceptés de la part des joueurs âgés d’au moins {{age}} ans, dans la limite des fonds disponibles sur le compte et des limites fixées.\n\n' +
    'Le gain d’un pari simple est égal à la mise multipliée par la cote ; un combiné est gagnant si toutes ses issues sont gagnantes ; un système est réglé comme un ensemble de combinés.\n\n' +
    'En cas d’annulation d’un événement, le pari est réglé à une cote de 1. Le règlement complet est publié dans la section « Règlement ».',

  info_page_bettingCalculator: 'Calculateur de paris',
  info_page_bettingCalculator_text:
    'Le calculateur de paris calcule le gain potentiel des paris simples, des combinés et des systèmes avant même que vous ne placiez votre pari.\n\n' +
    'Choisissez le type de pari, puis saisissez la mise et les cotes des issues. Le calculateur affiche la cote totale et le gain potentiel.\n\n' +
    'Pari simple : mise × cote. Combiné : mise × produit des cotes de toutes les issues ; une issue remboursée compte pour une cote de 1.\n\n' +
    'Système : la mise est répartie à parts égales entre les combinaisons. Pour chaque combinaison gagnante, le gain est égal à sa part de la mise multipliée par le produit de ses cotes, et le total est la somme de toutes les combinaisons gagnantes. Par exemple, un système « 2 sur 4 » compte six combinaisons, chacune recevant un sixième de la mise.\n\n' +
    'Le résultat du calculateur est indicatif et ne tient pas compte des taxes ni des plafonds de paiement. Le montant exact est calculé selon le règlement après la fin des événements.',
};
