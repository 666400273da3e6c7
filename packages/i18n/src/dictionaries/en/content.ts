// English texts of the "content" namespace (information pages and the home page); the keys are
// typed by the Russian source, so a missing or extra key fails the type check.
import type { contentRu } from '../ru/content';

export const contentEn: Record<keyof typeof contentRu, string> = {
  home_title: '{{brand}} — sports betting and casino',
  home_intro:
    'Pre-match and live betting on football, tennis, ice hockey, esports and many other sports, plus slots and live casino. Top up your account and withdraw your winnings in your personal office.',
  home_meta_description:
    '{{brand}}: pre-match and live sports betting, online casino and slots. Deposits and withdrawals in your personal office. {{age}}+',
  home_info_heading: 'Good to know',
  home_banners_label: 'Highlights',
  home_banners_previous: 'Previous banners',
  home_banners_next: 'Next banners',
  home_age_notice:
    '{{age}}+. This site is only for people aged {{age}} or over. Play responsibly: stake only what you can afford to lose and set limits in your personal office.',

  info_page_information: 'Information',
  info_page_information_text:
    'This section brings together the documents and reference material of {{brand}}: the betting rules, the general terms, the privacy policy, how to deposit and withdraw, and information on responsible gaming.\n\n' +
    'Before you register and place your first bet, we recommend reading the general terms and the rules. By registering you confirm that you are at least {{age}} years old and that you accept the terms of the service.\n\n' +
    'If you have not found the answer to your question, write to our support team through the Support section or use the details in the Contacts section.\n\n' +
    'The documents may be updated. The current version is always published on the site, and we give advance notice of any significant changes.',

  info_page_contacts: 'Contacts',
  info_page_contacts_text:
    'The {{brand}} support team can help with registration, deposits, withdrawals, verification and bet settlement.\n\n' +
    'The quickest way to reach us is through the Support section of the site. The support team’s e-mail address is shown there too.\n\n' +
    'The operating company’s name, address, telephone numbers and other details are published by the operator in this section, as required in its jurisdiction.\n\n' +
    'To help us resolve your request quickly, give your account number and a short description of the situation. Never share your password or confirmation codes with anyone: support staff will never ask for them.',

  info_page_about: 'About us',
  info_page_about_text:
    '{{brand}} is an online sports betting and casino service. We accept bets on a wide range of sports and esports events, both before kick-off and live.\n\n' +
    'The casino offers slots, table games and live dealer games from licensed providers.\n\n' +
    'We aim for fair and transparent play: the rules for accepting and settling bets are published on the site, and all payments go through your personal office.\n\n' +
    'The service is available only to people aged {{age}} or over. We support responsible gaming and offer tools to keep your time and spending under control.\n\n' +
    'Details of the licence and the operating company are given in the Licences and Contacts sections.',

  info_page_howbet: 'How to bet',
  info_page_howbet_text:
    'Register or log in to your account and top up your balance in your personal office.\n\n' +
    'Choose an event in the Pre-match section (matches that have not started yet) or the Live section (matches in progress). Tap the odds of the outcome you want and it is added to your bet slip.\n\n' +
    'Choose the bet type in the bet slip. A single is a bet on one outcome. An accumulator (express) is a bet on several outcomes from different events and wins only if every outcome wins. A system is a set of accumulators of a given size built from the outcomes you have chosen.\n\n' +
    'Enter your stake and the bet slip immediately shows the potential win. If the odds change while you are placing the bet, it is handled according to your setting: reject the bet, accept only higher odds, or accept any change.\n\n' +
    'Tap the Place bet button. Once accepted, the bet appears in the bet history in your personal office, where you can follow its status and result.',

  info_page_rules: 'Rules',
  info_page_rules_text:
    'Bets are accepted from registered players aged {{age}} or over, up to the funds in their account. A bet counts as accepted once it appears in the bet history with a bet slip number.\n\n' +
    'A single is a bet on one outcome; the win equals the stake multiplied by the odds. An accumulator (express) is a bet on two or more outcomes from different events; the odds are multiplied together and the accumulator wins only if every outcome wins. A system is a set of accumulators of the same size built from the chosen outcomes; the stake is split equally between them and each accumulator is settled separately.\n\n' +
    'Odds can be shown in different formats, such as decimal, fractional or American. The format is changed in the settings and does not affect your winnings: bets are settled at the odds fixed when the bet was accepted.\n\n' +
    'Bets are settled on official results once the event has finished. Unless stated otherwise, only regular time counts, without extra time or penalty shoot-outs.\n\n' +
    'If an event is cancelled or postponed beyond the time allowed by the rules, or a market is voided, the bet is settled at odds of 1 and the stake is returned to the account. In an accumulator that outcome is left out and the other odds stand.\n\n' +
    'The operator sets minimum and maximum stakes and payouts, which may depend on the sport, the event and the market. The current limits are shown in the bet slip. Bets accepted at obviously wrong odds, or after the start of an event (except live bets), may be voided.',

  info_page_payment: 'Deposits and withdrawals',
  info_page_payment_text:
    'You can top up your account and withdraw winnings in your personal office, in the Deposit and Withdraw sections. The payment methods available depend on your country and account currency.\n\n' +
    'Each method shows its minimum and maximum amount, processing time and any fee charged by the payment provider. A deposit is normally credited as soon as the payment is confirmed.\n\n' +
    'Winnings are paid to the same details that were used for the deposit, where the payment method allows it. Identity verification may be required before a withdrawal: the law requires it, and it protects your money.\n\n' +
    'Only payments from accounts and cards belonging to the account holder are accepted. Third-party payments may be rejected.\n\n' +
    'The status of every payment is shown in the transaction history in your personal office. If the money has not arrived within the stated time, contact support and attach proof of payment.',

  info_page_cookies: 'Cookies',
  info_page_cookies_text:
    'Cookies are small files that a site stores in your browser. {{brand}} uses them to keep you logged in, to remember your language, theme and odds format, and to understand how visitors use the site.\n\n' +
    'Essential cookies handle logging in, security and the bet slip. The site cannot work without them, so they are used at every consent level.\n\n' +
    'For all other cookies you choose the consent level. Necessary only: no other cookies are used. Necessary and functionality: your settings and preferences are also stored. Necessary, analytics and marketing: cookies for analytics, personalised advertising and measuring advertising campaigns are also allowed. All cookies: every category is allowed.\n\n' +
    'Your choice is saved together with the date of consent and can be changed at any time in the cookie settings on the site. You can also delete cookies in your browser settings, but you will then need to log in and choose your settings again.\n\n' +
    'The privacy policy explains in more detail what data we process.',

  info_page_ussdinstruction: 'Betting via USSD',
  info_page_ussdinstruction_text:
    'Where {{brand}} offers this service, you can bet through your mobile phone’s USSD menu, without the internet or an app.\n\n' +
    'Dial the USSD code shown in the Contacts section and press the call button. A menu opens: choose the sport, the event and the outcome by replying with the number of the menu item.\n\n' +
    'Enter your stake and confirm it. The stake is taken from the account linked to your phone number, and the bet slip number arrives in a reply message.\n\n' +
    'USSD bets follow the same rules and limits as bets on the site. The cost of USSD requests is set by your mobile network.',

  info_page_points: 'Loyalty points',
  info_page_points_text:
    'In the {{brand}} loyalty programme, players earn points for settled sports bets and casino play. The number of points depends on the stake and on the programme terms in your country.\n\n' +
    'Your points balance is shown in your personal office. Points can be exchanged for free bets, bonuses and other rewards from the programme catalogue.\n\n' +
    'Points are not money: they cannot be withdrawn or transferred to another player. No points are awarded for voided or refunded bets.\n\n' +
    'Unused points may expire after the period stated in the programme terms. We give advance notice of any change to the programme terms.',

  info_page_taxes: 'Taxes',
  info_page_taxes_text:
    'In many countries, winnings from betting and casino games are taxable. How they are taxed and at what rate depends on the law of the country where you are tax resident.\n\n' +
    'In some jurisdictions the operator must withhold tax when paying out winnings. In that case the tax is shown in the transaction history and the winnings are credited net of tax.\n\n' +
    'If no tax is withheld at payout, the player declares the income and pays the tax as required by the law of their own country.\n\n' +
    'The information on this page is not tax advice. For questions about tax, consult a tax adviser or the tax authority of your country.',

  info_page_mainRules: 'General terms',
  info_page_mainRules_text:
    'These general terms govern the relationship between {{brand}} and the player when using the site, the mobile apps and other betting channels.\n\n' +
    'The service may be used only by people with full legal capacity aged {{age}} or over, provided the law of their country of residence does not set a higher age or prohibit gambling.\n\n' +
    'Each player may hold only one account. The details given at registration must be accurate, and the operator may ask you to verify them.\n\n' +
    'The player is responsible for keeping their login and password safe and for all activity in their account. If you suspect that someone else has accessed your account, change your password at once and tell support.\n\n' +
    'The operator may restrict or close an account in the event of a breach of the rules, fraud, use of multiple accounts or use of automated tools.\n\n' +
    'The terms may change. A new version takes effect when it is published on the site; by continuing to use the service you accept it.',

  info_page_simpleIdentification: 'Simplified identification',
  info_page_simpleIdentification_text:
    'Simplified identification is a quick way to confirm your identity without visiting an office: you enter your document details in your personal office and we check them against available official sources.\n\n' +
    'You will need your surname, first name, patronymic (if you have one), date of birth, the details of your identity document and, where the law of your country requires it, your tax number.\n\n' +
    'The check usually takes from a few minutes to a few working days. We will tell you the result in your personal office.\n\n' +
    'If your details cannot be confirmed automatically, support may ask you to upload a photo of your document or to complete video identification.\n\n' +
    'Until identification is complete, some operations, such as withdrawals, may be unavailable.',

  info_page_consent: 'Consent to data processing',
  info_page_consent_text:
    'By registering on the {{brand}} site, you consent to the processing of the personal data you provide in your profile and of the data generated while you play.\n\n' +
    'The data is processed to run your account, verify your age and identity, process payments, meet legal requirements, keep the service secure and, if you have separately agreed to it, send you marketing messages.\n\n' +
    'Processing includes collecting, recording, storing, updating, using and passing data to payment and verification providers to the extent needed for these purposes.\n\n' +
    'You can withdraw consent to marketing messages in your personal office settings. Consent to the processing of data the account cannot work without is withdrawn by closing the account; even then, some data is kept for the period required by law.',

  info_page_licenses: 'Licences',
  info_page_licenses_text:
    '{{brand}} operates under a gambling licence issued by the regulator of the operator’s jurisdiction.\n\n' +
    'The name of the regulator, the licence number and date of issue, and details of the operating company are published by the operator in the Contacts section and at the bottom of the site.\n\n' +
    'The licence obliges the operator to ensure fair play, verify players’ age and identity, prevent money laundering and support responsible gaming.\n\n' +
    'You can check that the licence is valid in the regulator’s public register.',

  info_page_privacyPolicy: 'Privacy policy',
  info_page_privacyPolicy_text:
    'This policy explains what personal data {{brand}} processes, why, and how we protect it.\n\n' +
    'We process the data you provide yourself (name, date of birth, telephone number, e-mail address, identity document details, payment details), information about your bets and payments, and technical data: IP address, device and browser type, cookies.\n\n' +
    'We use the data to run your account, verify your age and identity, process payments, prevent fraud, meet legal requirements, answer your requests and, with your consent, send newsletters and personalised offers.\n\n' +
    'We share data only with payment providers, identity verification providers and public authorities where the law requires it. We do not sell personal data.\n\n' +
    'Cookie consent is set separately: Disabled, Functionality only, Marketing only or All. See the cookies page for details.\n\n' +
    'You have the right to ask for access to your data, its correction or its deletion, unless the law requires us to keep it longer. To do so, contact support.',

  info_page_amlkyc: 'AML and KYC',
  info_page_amlkyc_text:
    '{{brand}} complies with the law on preventing money laundering and terrorist financing (AML) and follows the Know Your Customer principle (KYC).\n\n' +
    'We verify players’ identity and age and, in some cases, the source of their funds. A check may be needed at registration, before the first withdrawal, for large transactions or when activity looks unusual.\n\n' +
    'For the check we may ask for an identity document, proof of address and proof that the payment method belongs to you.\n\n' +
    'Until the check is passed, withdrawals may be suspended. If a player refuses to provide documents or gives false information, the operator may refuse the transaction or close the account.',

  info_page_amlpolicy: 'AML policy',
  info_page_amlpolicy_text:
    'The anti-money laundering policy describes the measures {{brand}} takes to make sure the service is not used to launder the proceeds of crime or to finance terrorism.\n\n' +
    'We identify players, screen them against sanctions lists and lists of politically exposed persons, and monitor unusual transactions: large or frequent deposits, withdrawals without betting activity, use of someone else’s payment methods.\n\n' +
    'Deposits and withdrawals are allowed only with payment methods belonging to the account holder. Money in a betting account is meant for play, not for storage or transfers.\n\n' +
    'The operator is required to report suspicious transactions to the competent authority. Such transactions may be suspended until the review is complete.\n\n' +
    'The operator’s staff are trained regularly, and a designated officer oversees compliance with the policy.',

  info_page_kycpolicy: 'KYC policy',
  info_page_kycpolicy_text:
    'The Know Your Customer policy sets out how {{brand}} verifies players’ identity, age and place of residence.\n\n' +
    'Verification may require an identity document (passport, national identity card or driving licence), a proof of address (for example a utility bill or a bank statement from the last three months) and proof that the bank card or e-wallet belongs to you.\n\n' +
    'Documents are uploaded in your personal office. The image must be sharp and in colour, the whole document must be visible, and the document must be valid.\n\n' +
    'The check usually takes up to a few working days. We will tell you the result in your personal office and ask for any further documents there.\n\n' +
    'Documents are stored securely and used only for verification and to meet legal requirements.',

  info_page_disputeresolution: 'Dispute resolution',
  info_page_disputeresolution_text:
    'If you disagree with the settlement of a bet, a bonus award, a payment or any other decision by {{brand}}, submit a complaint to support through the Support section.\n\n' +
    'In your complaint, give your account number, the bet slip or transaction number, the date and the substance of the complaint, and attach screenshots or other evidence. The sooner you contact us, the easier it is to establish what happened.\n\n' +
    'We will acknowledge your complaint, tell you how long the review will take and give you a reasoned answer. If we need more information to decide, we will ask you for it.\n\n' +
    'If you disagree with our answer, you can turn to an independent dispute resolution body or to the regulator that issued the licence. The operator publishes their contact details in the Contacts section.',

  info_page_responsiblegaming: 'Responsible gaming',
  info_page_responsiblegaming_text:
    'Betting and gambling are entertainment, not a way to earn money. Play only with money you can afford to lose, and do not chase your losses.\n\n' +
    'The {{brand}} service is available only to people aged {{age}} or over. We check players’ age and close accounts belonging to minors.\n\n' +
    'In your personal office you can set daily, weekly or monthly limits on deposits, stakes and losses, and limit the length of a gaming session. A lower limit applies immediately, while a higher limit takes effect only after a delay.\n\n' +
    'If you need a break, use self-exclusion: your account is blocked for the period you choose or indefinitely, and during that time you cannot bet or deposit. Self-exclusion cannot be cancelled early.\n\n' +
    'Warning signs: you play longer or for more money than you intended, borrow money to play, hide your gambling from those close to you, or feel irritable when you are not playing. If this sounds like you, seek help.\n\n' +
    'Free and confidential help is offered by specialist organisations such as Gamblers Anonymous and national gambling support services. {{brand}} support can tell you where to turn in your country and help you set up restrictions.',

  info_page_smsbets: 'Betting by SMS',
  info_page_smsbets_text:
    'Where {{brand}} offers this service, you can bet by SMS, without the internet or an app.\n\n' +
    'Link your phone number to your account and top up your balance. The short number for SMS bets and the message format are published in the Contacts section.\n\n' +
    'To place a bet, send a message with the event code, the outcome code and the stake in the format used in your country. For an accumulator, list several event–outcome pairs.\n\n' +
    'You will receive an SMS reply with the bet slip number and the odds, or with the reason the bet was refused. A bet counts as accepted only once it is confirmed.\n\n' +
    'SMS bets follow the general rules and limits. The cost of messages depends on your mobile network’s tariff.',

  info_page_confirmTerms: 'Accepting the terms',
  info_page_confirmTerms_text:
    'Before you continue, please confirm that you have read and accept the {{brand}} rules, the privacy policy and the terms of the bonus programmes.\n\n' +
    'By accepting the terms you also confirm that you are at least {{age}} years old, that gambling is legal in your country of residence, and that you are playing on your own behalf and with your own money.\n\n' +
    'If the terms are updated, we will ask you to accept the new version the next time you log in. Until you accept it, some features of the site may be unavailable.\n\n' +
    'If you do not agree with the terms, do not continue to use the service, and contact support to close your account.',

  info_page_calc: 'Calculating winnings',
  info_page_calc_text:
    'It is easy to work out your potential win in advance: all you need is the stake and the odds of the outcomes you have chosen.\n\n' +
    'Single: win = stake × odds. For example, a stake of 100 at odds of 2.50 returns 250, of which 150 is net profit.\n\n' +
    'Accumulator (express): the odds of all outcomes are multiplied together, and win = stake × product of the odds. A stake of 100 on three outcomes at odds of 1.50, 2.00 and 1.80 gives total odds of 5.40 and a return of 540. If even one outcome loses, the whole accumulator loses.\n\n' +
    'System: the stake is split equally between all accumulators of the given size, and the win is the sum of the returns from the winning combinations. For example, a 2-from-3 system consists of three doubles.\n\n' +
    'A refunded outcome counts at odds of 1 and does not change the product. This calculation is for guidance only: the final amount is determined by the rules and by the odds at the moment the bet was accepted.',

  info_page_cashTerminals: 'Cash desks and terminals',
  info_page_cashTerminals_text:
    'Where {{brand}} has betting shops and payment terminals, you can top up your account and collect your winnings in cash.\n\n' +
    'The addresses and opening hours of cash desks and terminals are published by the operator in the Contacts section and on the terminals page.\n\n' +
    'To top up at a terminal, choose a deposit to your betting account, enter your account number or the phone number linked to your account, and insert the cash. Keep the receipt until the money is credited.\n\n' +
    'To collect winnings at a cash desk, you will need an identity document. Limits and payout times for cash may differ from those for online methods.',

  info_page_rulesFrame: 'Betting rules',
  info_page_rulesFrame_text:
    'Bets are accepted from players aged {{age}} or over, up to the funds in their account and within the set limits.\n\n' +
    'A single wins the stake multiplied by the odds; an accumulator wins if every outcome wins; a system is settled as a set of accumulators.\n\n' +
    'If an event is cancelled, the bet is settled at odds of 1. The full rules are published in the Rules section.',

  info_page_bettingCalculator: 'Betting calculator',
  info_page_bettingCalculator_text:
    'The betting calculator works out the potential win for singles, accumulators and systems before you place your bet.\n\n' +
    'Choose the bet type and enter the stake and the odds of the outcomes. The calculator shows the total odds and the potential win.\n\n' +
    'Single: stake × odds. Accumulator (express): stake × the product of the odds of all outcomes; a refunded outcome counts at odds of 1.\n\n' +
    'System: the stake is split equally between the combinations. For each winning combination, the return is its share of the stake multiplied by the product of its odds, and the total is the sum over all winning combinations. For example, a 2-from-4 system has six combinations, each receiving one sixth of the stake.\n\n' +
    'The calculator’s result is for guidance only and does not take taxes or payout limits into account. The exact amount is settled under the rules once the events have finished.',
};
