// German texts of the "content" namespace (information pages and the home page); keys of ru/content.ts.
import type { contentRu } from '../ru/content';

export const contentDe: Record<keyof typeof contentRu, string> = {
  home_title: '{{brand}} – Sportwetten und Casino',
  home_intro:
    'Wetten vor Spielbeginn und live auf Fußball, Tennis, Eishockey, E-Sport und viele weitere Sportarten, dazu Slots und Live-Casino. Ein- und Auszahlungen erledigen Sie in Ihrem Kundenbereich.',
  home_meta_description:
    '{{brand}}: Sportwetten vor Spielbeginn und live, Online-Casino und Slots. Ein- und Auszahlungen im Kundenbereich. {{age}}+',
  home_info_heading: 'Gut zu wissen',
  home_banners_label: 'Im Fokus',
  home_banners_previous: 'Vorherige Banner',
  home_banners_next: 'Nächste Banner',
  home_age_notice:
    '{{age}}+. Diese Website richtet sich ausschließlich an Personen ab {{age}} Jahren. Spielen Sie verantwortungsvoll: Setzen Sie nur Beträge, deren Verlust Sie sich leisten können, und legen Sie Limits in Ihrem Kundenbereich fest.',

  info_page_information: 'Informationen',
  info_page_information_text:
    'In diesem Bereich finden Sie die Dokumente und Informationsmaterialien von {{brand}}: die Regeln der Wettannahme, die allgemeinen Bestimmungen, die Datenschutzerklärung, die Abläufe für Ein- und Auszahlungen sowie Informationen zum verantwortungsvollen Spielen.\n\n' +
    'Vor der Registrierung und Ihrer ersten Wette empfehlen wir Ihnen, die allgemeinen Bestimmungen und die Regeln zu lesen. Mit der Registrierung bestätigen Sie, dass Sie mindestens {{age}} Jahre alt sind und die Bedingungen des Dienstes akzeptieren.\n\n' +
    'Wenn Sie keine Antwort auf Ihre Frage gefunden haben, schreiben Sie über den Bereich „Kundenservice“ an unseren Kundenservice oder nutzen Sie die Angaben im Bereich „Kontakt“.\n\n' +
    'Die Dokumente können aktualisiert werden. Die gültige Fassung ist stets auf der Website veröffentlicht, und über wesentliche Änderungen informieren wir Sie im Voraus.',

  info_page_contacts: 'Kontakt',
  info_page_contacts_text:
    'Der Kundenservice von {{brand}} hilft Ihnen bei Registrierung, Einzahlungen, Auszahlungen, Verifizierung und der Abrechnung von Wetten.\n\n' +
    'Am schnellsten erreichen Sie uns über den Bereich „Kundenservice“ auf der Website. Dort finden Sie auch die E-Mail-Adresse des Kundenservice.\n\n' +
    'Name, Anschrift, Telefonnummern und weitere Angaben des Betreiberunternehmens veröffentlicht der Betreiber in diesem Bereich gemäß den Anforderungen seiner Rechtsordnung.\n\n' +
    'Damit wir Ihr Anliegen schneller klären können, geben Sie Ihre Kontonummer an und beschreiben Sie die Situation kurz. Geben Sie Ihr Passwort und Bestätigungscodes niemals weiter: Mitarbeiter des Kundenservice fragen nie danach.',

  info_page_about: 'Über uns',
  info_page_about_text:
    '{{brand}} ist ein Online-Dienst für Sportwetten und Casino. Wir nehmen Wetten auf ein breites Spektrum an Sport- und E-Sport-Ereignissen an – sowohl vor Spielbeginn als auch live.\n\n' +
    'Im Casino finden Sie Slots, Tischspiele und Spiele mit Live-Dealern von lizenzierten Anbietern.\n\n' +
    'Wir stehen für faires und transparentes Spiel: Die Regeln für die Annahme und Abrechnung von Wetten sind auf der Website veröffentlicht, und alle Zahlungen laufen über Ihren Kundenbereich.\n\n' +
    'Der Dienst steht nur Personen ab {{age}} Jahren offen. Wir unterstützen die Grundsätze des verantwortungsvollen Spielens und bieten Werkzeuge, mit denen Sie Ihre Spielzeit und Ihre Ausgaben im Blick behalten.\n\n' +
    'Angaben zur Lizenz und zum Betreiberunternehmen finden Sie in den Bereichen „Lizenzen“ und „Kontakt“.',

  info_page_howbet: 'So platzieren Sie eine Wette',
  info_page_howbet_text:
    'Registrieren Sie sich oder melden Sie sich an und zahlen Sie in Ihrem Kundenbereich auf Ihr Wettkonto ein.\n\n' +
    'Wählen Sie ein Ereignis im Bereich „Pre-Match“ (Spiele, die noch nicht begonnen haben) oder „Live“ (Spiele, die gerade laufen). Klicken Sie auf die Quote des gewünschten Tipps – er wird in den Wettschein übernommen.\n\n' +
    'Wählen Sie im Wettschein die Wettart. Einzelwette – eine Wette auf einen Tipp. Kombiwette – eine Wette auf mehrere Tipps aus verschiedenen Ereignissen: Sie gewinnt nur, wenn alle Tipps aufgehen. Systemwette – eine Reihe von Kombiwetten einer festgelegten Größe, die aus den gewählten Tipps gebildet werden.\n\n' +
    'Geben Sie Ihren Einsatz ein – der Wettschein zeigt sofort den möglichen Gewinn. Ändert sich die Quote, während Sie die Wette abgeben, wird sie gemäß Ihrer Einstellung behandelt: Wette ablehnen, nur höhere Quoten akzeptieren oder alle Änderungen akzeptieren.\n\n' +
    'Klicken Sie auf „Wette platzieren“. Die angenommene Wette erscheint im Wettverlauf in Ihrem Kundenbereich, wo Sie ihren Status und ihr Ergebnis verfolgen können.',

  info_page_rules: 'Regeln',
  info_page_rules_text:
    'Wetten werden von registrierten Spielern ab {{age}} Jahren im Rahmen des Guthabens auf dem Wettkonto angenommen. Eine Wette gilt als angenommen, sobald sie mit einer Wettscheinnummer im Wettverlauf erscheint.\n\n' +
    'Einzelwette – eine Wette auf einen Tipp; der Gewinn entspricht dem Einsatz multipliziert mit der Quote. Kombiwette – eine Wette auf zwei oder mehr Tipps aus verschiedenen Ereignissen; die Quoten werden multipliziert, und die Kombiwette gewinnt nur, wenn alle Tipps aufgehen. Systemwette – eine Gesamtheit von Kombiwetten gleicher Größe, die aus den gewählten Tipps gebildet werden; der Einsatz wird gleichmäßig auf sie verteilt, und jede Kombiwette wird einzeln abgerechnet.\n\n' +
    'Quoten können in verschiedenen Formaten angezeigt werden, zum Beispiel dezimal, als Bruch oder amerikanisch. Das Format lässt sich in den Einstellungen ändern und hat keinen Einfluss auf den Gewinn: Abgerechnet wird zu der Quote, die bei der Annahme der Wette festgeschrieben wurde.\n\n' +
    'Wetten werden nach dem Ende des Ereignisses anhand der offiziellen Ergebnisse abgerechnet. Sofern nicht anders angegeben, zählt die reguläre Spielzeit ohne Verlängerung und Elfmeterschießen.\n\n' +
    'Wird ein Ereignis abgesagt oder länger als nach den Regeln zulässig verschoben oder wird ein Markt annulliert, wird die Wette mit der Quote 1 abgerechnet und der Einsatz dem Konto wieder gutgeschrieben. In einer Kombiwette wird ein solcher Tipp aus der Abrechnung herausgenommen, die übrigen Quoten bleiben bestehen.\n\n' +
    'Der Betreiber legt Mindest- und Höchstbeträge für Einsätze und Auszahlungen fest; sie können von Sportart, Ereignis und Markt abhängen. Die geltenden Limits sehen Sie im Wettschein. Wetten, die zu einer offensichtlich fehlerhaften Quote oder nach Beginn des Ereignisses (außer live) angenommen wurden, können annulliert werden.',

  info_page_payment: 'Ein- und Auszahlungen',
  info_page_payment_text:
    'Einzahlungen auf Ihr Wettkonto und Auszahlungen von Gewinnen nehmen Sie in Ihrem Kundenbereich in den Bereichen „Einzahlen“ und „Auszahlen“ vor. Welche Zahlungsarten verfügbar sind, hängt von Ihrem Land und der Kontowährung ab.\n\n' +
    'Für jede Zahlungsart sind Mindest- und Höchstbetrag, Bearbeitungsdauer und eine mögliche Gebühr des Zahlungsanbieters angegeben. In der Regel wird eine Einzahlung sofort nach Bestätigung der Zahlung gutgeschrieben.\n\n' +
    'Gewinne werden auf dieselbe Zahlungsverbindung ausgezahlt, von der die Einzahlung erfolgte, sofern die Zahlungsart dies zulässt. Vor einer Auszahlung kann eine Identitätsprüfung erforderlich sein – das schreibt das Gesetz vor, und es schützt Ihr Geld.\n\n' +
    'Angenommen werden nur Zahlungen von Konten und Karten, die dem Kontoinhaber gehören. Zahlungen Dritter können abgelehnt werden.\n\n' +
    'Den Status jeder Zahlung sehen Sie im Zahlungsverlauf Ihres Kundenbereichs. Ist das Geld nicht innerhalb der angegebenen Frist eingegangen, wenden Sie sich an den Kundenservice und fügen Sie einen Zahlungsnachweis bei.',

  info_page_cookies: 'Cookie-Richtlinie',
  info_page_cookies_text:
    'Cookies sind kleine Dateien, die eine Website in Ihrem Browser speichert. {{brand}} verwendet sie, damit Sie angemeldet bleiben, damit sich die Website Sprache, Design und Quotenformat merkt und um zu verstehen, wie Besucher die Website nutzen.\n\n' +
    'Notwendige Cookies ermöglichen die Anmeldung, die Sicherheit und die Funktion des Wettscheins. Ohne sie funktioniert die Website nicht, daher werden sie bei jeder Einwilligungsstufe verwendet.\n\n' +
    'Für alle übrigen Cookies wählen Sie die Einwilligungsstufe. „Nur notwendige“ – es werden keine anderen Cookies verwendet. „Notwendige und funktionale“ – zusätzlich werden Ihre Einstellungen und Präferenzen gespeichert. „Notwendige, Analyse und Marketing“ – zusätzlich sind Cookies für Analyse, personalisierte Werbung und die Auswertung von Werbekampagnen erlaubt. „Alle Cookies“ – alle Kategorien sind erlaubt.\n\n' +
    'Ihre Auswahl wird zusammen mit dem Datum der Einwilligung gespeichert und kann jederzeit in den Cookie-Einstellungen der Website geändert werden. Sie können Cookies auch in den Browsereinstellungen löschen, müssen sich dann aber erneut anmelden und Ihre Einstellungen neu wählen.\n\n' +
    'Welche Daten wir verarbeiten, erfahren Sie ausführlich in der Datenschutzerklärung.',

  info_page_ussdinstruction: 'Wetten per USSD',
  info_page_ussdinstruction_text:
    'Wo {{brand}} diesen Dienst anbietet, können Sie über das USSD-Menü Ihres Mobiltelefons wetten – ohne Internet und ohne App.\n\n' +
    'Wählen Sie den im Bereich „Kontakt“ angegebenen USSD-Code und drücken Sie die Anruftaste. Ein Menü öffnet sich: Wählen Sie Sportart, Ereignis und Tipp, indem Sie mit der Nummer des Menüpunkts antworten.\n\n' +
    'Geben Sie den Einsatz ein und bestätigen Sie ihn. Der Einsatz wird von dem Wettkonto abgebucht, das mit Ihrer Telefonnummer verknüpft ist, und die Wettscheinnummer erhalten Sie in der Antwortnachricht.\n\n' +
    'Für Wetten per USSD gelten dieselben Regeln und Limits wie für Wetten auf der Website. Die Kosten für USSD-Anfragen legt Ihr Mobilfunkanbieter fest.',

  info_page_points: 'Bonuspunkte',
  info_page_points_text:
    'Im Treueprogramm von {{brand}} erhalten Spieler Punkte für abgerechnete Sportwetten und das Spielen im Casino. Die Anzahl der Punkte hängt vom Einsatz und von den Programmbedingungen in Ihrem Land ab.\n\n' +
    'Ihren Punktestand sehen Sie im Kundenbereich. Punkte können gegen Gratiswetten, Boni und andere Prämien aus dem Programmkatalog eingetauscht werden.\n\n' +
    'Punkte sind kein Geld: Sie können weder ausgezahlt noch an andere Spieler übertragen werden. Für annullierte und erstattete Wetten werden keine Punkte gutgeschrieben.\n\n' +
    'Nicht genutzte Punkte können nach Ablauf der in den Programmbedingungen genannten Frist verfallen. Über Änderungen der Programmbedingungen informieren wir Sie im Voraus.',

  info_page_taxes: 'Steuern',
  info_page_taxes_text:
    'In vielen Ländern sind Gewinne bei Buchmachern und in Casinos steuerpflichtig. Art und Höhe der Besteuerung richten sich nach dem Recht des Landes, in dem Sie steuerlich ansässig sind.\n\n' +
    'In einigen Rechtsordnungen ist der Betreiber verpflichtet, bei der Auszahlung eines Gewinns Steuern einzubehalten. Dann wird der Steuerbetrag im Transaktionsverlauf ausgewiesen, und Ihrem Konto wird der Gewinn abzüglich der Steuer gutgeschrieben.\n\n' +
    'Wird bei der Auszahlung keine Steuer einbehalten, gibt der Spieler die Einkünfte selbst an und entrichtet die Steuer nach den Vorschriften seines Landes.\n\n' +
    'Die Informationen auf dieser Seite sind keine Steuerberatung. Bei Fragen zu Steuern wenden Sie sich an einen Steuerberater oder an die Steuerbehörde Ihres Landes.',

  info_page_mainRules: 'Allgemeine Bestimmungen',
  info_page_mainRules_text:
    'Die allgemeinen Bestimmungen regeln das Verhältnis zwischen {{brand}} und dem Spieler bei der Nutzung der Website, der mobilen Apps und anderer Kanäle der Wettannahme.\n\n' +
    'Den Dienst dürfen nur voll geschäftsfähige Personen ab {{age}} Jahren nutzen, sofern das Recht ihres Wohnsitzlandes kein höheres Mindestalter vorschreibt und Glücksspiel nicht verbietet.\n\n' +
    'Jeder Spieler darf nur ein Konto besitzen. Die bei der Registrierung angegebenen Daten müssen wahrheitsgemäß sein; der Betreiber kann verlangen, dass Sie diese bestätigen.\n\n' +
    'Der Spieler ist für die sichere Aufbewahrung von Benutzername und Passwort sowie für alle Aktivitäten in seinem Konto verantwortlich. Wenn Sie vermuten, dass Unbefugte Zugriff auf Ihr Konto haben, ändern Sie sofort Ihr Passwort und informieren Sie den Kundenservice.\n\n' +
    'Der Betreiber kann ein Konto bei Regelverstößen, Betrug, der Nutzung mehrerer Konten oder automatisierter Hilfsmittel einschränken oder schließen.\n\n' +
    'Die Bestimmungen können sich ändern. Eine neue Fassung tritt mit ihrer Veröffentlichung auf der Website in Kraft; wenn Sie den Dienst weiter nutzen, akzeptieren Sie sie.',

  info_page_simpleIdentification: 'Vereinfachte Identifizierung',
  info_page_simpleIdentification_text:
    'Die vereinfachte Identifizierung ist ein schneller Weg, Ihre Identität ohne Besuch einer Geschäftsstelle zu bestätigen: Sie geben die Daten Ihres Dokuments im Kundenbereich ein, und wir prüfen sie anhand verfügbarer amtlicher Quellen.\n\n' +
    'Sie benötigen Nachname, Vorname, gegebenenfalls zweiten Vornamen, Geburtsdatum, die Daten Ihres Ausweisdokuments und, falls das Recht Ihres Landes dies verlangt, Ihre Steuernummer.\n\n' +
    'Die Prüfung dauert in der Regel wenige Minuten bis einige Werktage. Über das Ergebnis informieren wir Sie im Kundenbereich.\n\n' +
    'Lassen sich die Daten nicht automatisch bestätigen, kann der Kundenservice Sie bitten, ein Foto des Dokuments hochzuladen oder eine Videoidentifizierung durchzuführen.\n\n' +
    'Solange die Identifizierung nicht abgeschlossen ist, sind einige Vorgänge, zum Beispiel Auszahlungen, möglicherweise nicht verfügbar.',

  info_page_consent: 'Einwilligung in die Datenverarbeitung',
  info_page_consent_text:
    'Mit der Registrierung bei {{brand}} willigen Sie in die Verarbeitung der personenbezogenen Daten ein, die Sie im Formular angeben und die beim Spielen entstehen.\n\n' +
    'Die Daten werden verarbeitet, um Ihr Spielerkonto zu führen, Alter und Identität zu prüfen, Zahlungen abzuwickeln, gesetzliche Anforderungen zu erfüllen, die Sicherheit zu gewährleisten und – sofern Sie dem gesondert zugestimmt haben – Ihnen Werbenachrichten zu senden.\n\n' +
    'Die Verarbeitung umfasst das Erheben, Erfassen, Speichern, Berichtigen, Verwenden und Übermitteln der Daten an Zahlungsdienstleister und prüfende Stellen in dem für diese Zwecke erforderlichen Umfang.\n\n' +
    'Die Einwilligung in Werbenachrichten können Sie in den Einstellungen Ihres Kundenbereichs widerrufen. Die Einwilligung in die Verarbeitung von Daten, ohne die das Konto nicht funktionieren kann, wird durch die Schließung des Kontos widerrufen; ein Teil der Daten wird auch danach für die gesetzlich vorgeschriebene Dauer aufbewahrt.',

  info_page_licenses: 'Lizenzen',
  info_page_licenses_text:
    '{{brand}} ist auf Grundlage einer Glücksspiellizenz tätig, die von der Aufsichtsbehörde der Rechtsordnung des Betreibers erteilt wurde.\n\n' +
    'Name der Aufsichtsbehörde, Nummer und Ausstellungsdatum der Lizenz sowie Angaben zum Betreiberunternehmen veröffentlicht der Betreiber im Bereich „Kontakt“ und im unteren Teil der Website.\n\n' +
    'Die Lizenz verpflichtet den Betreiber, die Regeln des fairen Spiels einzuhalten, Alter und Identität der Spieler zu prüfen, Geldwäsche zu bekämpfen und die Grundsätze des verantwortungsvollen Spielens zu unterstützen.\n\n' +
    'Die Gültigkeit der Lizenz können Sie im öffentlichen Register der Aufsichtsbehörde überprüfen.',

  info_page_privacyPolicy: 'Datenschutzerklärung',
  info_page_privacyPolicy_text:
    'Diese Erklärung beschreibt, welche personenbezogenen Daten {{brand}} verarbeitet, zu welchem Zweck und wie wir sie schützen.\n\n' +
    'Wir verarbeiten Daten, die Sie selbst angeben (Name, Geburtsdatum, Telefonnummer, E-Mail-Adresse, Daten des Ausweisdokuments, Zahlungsdaten), Informationen zu Wetten und Zahlungen sowie technische Daten: IP-Adresse, Geräte- und Browsertyp, Cookies.\n\n' +
    'Die Daten benötigen wir, um Ihr Konto zu führen, Alter und Identität zu prüfen, Zahlungen abzuwickeln, Betrug zu verhindern, gesetzliche Anforderungen zu erfüllen, Anfragen zu beantworten und – mit Ihrer Einwilligung – Newsletter und persönliche Angebote zu senden.\n\n' +
    'Wir geben Daten nur an Zahlungsdienstleister, Stellen zur Identitätsprüfung und staatliche Behörden in den gesetzlich vorgesehenen Fällen weiter. Wir verkaufen keine personenbezogenen Daten.\n\n' +
    'Die Einwilligung in Cookies wird gesondert festgelegt: „Deaktiviert“, „Nur funktionale“, „Nur Marketing“ oder „Alle“. Mehr dazu in der Cookie-Richtlinie.\n\n' +
    'Sie haben das Recht, Auskunft über Ihre Daten sowie deren Berichtigung oder Löschung zu verlangen, sofern das Gesetz keine längere Aufbewahrung vorschreibt. Wenden Sie sich dazu an den Kundenservice.',

  info_page_amlkyc: 'AML und KYC',
  info_page_amlkyc_text:
    '{{brand}} hält die gesetzlichen Vorschriften zur Bekämpfung von Geldwäsche und Terrorismusfinanzierung (AML) ein und folgt dem Grundsatz „Kenne deinen Kunden“ (Know Your Customer, KYC).\n\n' +
    'Wir prüfen Identität und Alter der Spieler und in einzelnen Fällen die Herkunft der Mittel. Eine Prüfung kann bei der Registrierung, vor der ersten Auszahlung, bei größeren Transaktionen oder bei ungewöhnlicher Aktivität erforderlich sein.\n\n' +
    'Für die Prüfung können wir ein Ausweisdokument, einen Adressnachweis und einen Nachweis verlangen, dass das Zahlungsmittel Ihnen gehört.\n\n' +
    'Solange die Prüfung nicht abgeschlossen ist, können Auszahlungen ausgesetzt werden. Verweigert ein Spieler die Vorlage von Dokumenten oder macht er falsche Angaben, kann der Betreiber die Transaktion ablehnen oder das Konto schließen.',

  info_page_amlpolicy: 'AML-Richtlinie',
  info_page_amlpolicy_text:
    'Die Richtlinie zur Bekämpfung der Geldwäsche beschreibt die Maßnahmen, die {{brand}} ergreift, damit der Dienst nicht zur Legalisierung von Erträgen aus Straftaten und zur Terrorismusfinanzierung genutzt wird.\n\n' +
    'Wir identifizieren die Spieler, gleichen sie mit Sanktionslisten und Listen politisch exponierter Personen ab und überwachen ungewöhnliche Transaktionen: hohe und häufige Einzahlungen, Auszahlungen ohne Spielaktivität, die Nutzung fremder Zahlungsmittel.\n\n' +
    'Ein- und Auszahlungen sind nur mit Zahlungsmitteln des Kontoinhabers möglich. Geld auf dem Wettkonto ist zum Spielen bestimmt, nicht zur Aufbewahrung oder für Überweisungen.\n\n' +
    'Verdächtige Transaktionen muss der Betreiber der zuständigen Behörde melden. Bis zum Abschluss der Prüfung können solche Transaktionen ausgesetzt werden.\n\n' +
    'Die Mitarbeiter des Betreibers werden regelmäßig geschult, und ein verantwortlicher Beauftragter überwacht die Einhaltung der Richtlinie.',

  info_page_kycpolicy: 'KYC-Richtlinie',
  info_page_kycpolicy_text:
    'Die Richtlinie „Kenne deinen Kunden“ legt fest, wie {{brand}} Identität, Alter und Wohnort der Spieler bestätigt.\n\n' +
    'Für die Verifizierung können ein Ausweisdokument (Reisepass, Personalausweis oder Führerschein), ein Adressnachweis (zum Beispiel eine Nebenkostenabrechnung oder ein Kontoauszug der letzten drei Monate) und ein Nachweis erforderlich sein, dass die Bankkarte oder das E-Wallet Ihnen gehört.\n\n' +
    'Die Dokumente laden Sie im Kundenbereich hoch. Das Bild muss scharf und farbig sein, das Dokument vollständig sichtbar und gültig.\n\n' +
    'Die Prüfung dauert in der Regel bis zu einigen Werktagen. Über das Ergebnis informieren wir Sie im Kundenbereich; falls weitere Dokumente nötig sind, fordern wir sie ebenfalls dort an.\n\n' +
    'Die Dokumente werden geschützt gespeichert und nur zur Prüfung und zur Erfüllung gesetzlicher Anforderungen verwendet.',

  info_page_disputeresolution: 'Streitbeilegung',
  info_page_disputeresolution_text:
    'Wenn Sie mit der Abrechnung einer Wette, der Gutschrift eines Bonus, einer Zahlung oder einer anderen Entscheidung von {{brand}} nicht einverstanden sind, reichen Sie über den Bereich „Kundenservice“ eine Beschwerde ein.\n\n' +
    'Geben Sie in der Beschwerde Ihre Kontonummer, die Wettschein- oder Transaktionsnummer, das Datum und den Gegenstand der Beanstandung an und fügen Sie Screenshots oder andere Nachweise bei. Je früher Sie sich melden, desto leichter lässt sich der Sachverhalt klären.\n\n' +
    'Wir bestätigen den Eingang der Beschwerde, teilen Ihnen die Bearbeitungsdauer mit und antworten in der Sache. Benötigen wir für die Entscheidung weitere Angaben, fragen wir danach.\n\n' +
    'Sind Sie mit unserer Antwort nicht einverstanden, können Sie sich an eine unabhängige Schlichtungsstelle oder an die Aufsichtsbehörde wenden, die die Lizenz erteilt hat. Deren Kontaktdaten veröffentlicht der Betreiber im Bereich „Kontakt“.',

  info_page_responsiblegaming: 'Verantwortungsvolles Spielen',
  info_page_responsiblegaming_text:
    'Wetten und Glücksspiele sind Unterhaltung und keine Möglichkeit, Geld zu verdienen. Spielen Sie nur mit Geld, dessen Verlust Sie sich leisten können, und versuchen Sie nicht, Verluste zurückzugewinnen.\n\n' +
    'Der Dienst von {{brand}} steht nur Personen ab {{age}} Jahren offen. Wir prüfen das Alter der Spieler und schließen Konten von Minderjährigen.\n\n' +
    'Im Kundenbereich können Sie tägliche, wöchentliche oder monatliche Limits für Einzahlungen, Einsätze und Verluste festlegen sowie die Dauer einer Spielsitzung begrenzen. Eine Senkung des Limits gilt sofort, eine Erhöhung wird erst nach einer Wartezeit wirksam.\n\n' +
    'Wenn Sie eine Pause brauchen, nutzen Sie den Selbstausschluss: Ihr Konto wird für den gewählten Zeitraum oder unbefristet gesperrt, und in dieser Zeit können Sie weder wetten noch einzahlen. Ein vorzeitiges Aufheben des Selbstausschlusses ist nicht möglich.\n\n' +
    'Warnsignale: Sie spielen länger oder um höhere Beträge als geplant, leihen sich Geld zum Spielen, verheimlichen das Spielen vor Ihren Angehörigen oder sind gereizt, wenn Sie nicht spielen. Wenn Sie sich darin wiedererkennen, holen Sie sich Hilfe.\n\n' +
    'Kostenlose und anonyme Hilfe bieten spezialisierte Organisationen wie die Anonymen Spieler (Gamblers Anonymous) und nationale Hilfsangebote bei Glücksspielsucht. Der Kundenservice von {{brand}} sagt Ihnen, an wen Sie sich in Ihrem Land wenden können, und hilft Ihnen, Beschränkungen einzurichten.',

  info_page_smsbets: 'Wetten per SMS',
  info_page_smsbets_text:
    'Wo {{brand}} diesen Dienst anbietet, können Sie per SMS wetten – ohne Internet und ohne App.\n\n' +
    'Verknüpfen Sie Ihre Telefonnummer mit Ihrem Spielerkonto und zahlen Sie ein. Die Kurzwahlnummer für SMS-Wetten und das Nachrichtenformat sind im Bereich „Kontakt“ veröffentlicht.\n\n' +
    'Um eine Wette zu platzieren, senden Sie eine Nachricht mit dem Ereigniscode, dem Tippcode und dem Einsatz in dem in Ihrem Land üblichen Format. Für eine Kombiwette geben Sie mehrere Paare „Ereignis – Tipp“ an.\n\n' +
    'Als Antwort erhalten Sie eine SMS mit der Wettscheinnummer und der Quote oder mit dem Grund der Ablehnung. Die Wette gilt erst nach der Bestätigung als angenommen.\n\n' +
    'Für SMS-Wetten gelten die allgemeinen Regeln und Limits. Die Kosten der Nachrichten richten sich nach dem Tarif Ihres Mobilfunkanbieters.',

  info_page_confirmTerms: 'Annahme der Bedingungen',
  info_page_confirmTerms_text:
    'Bevor Sie fortfahren, bestätigen Sie bitte, dass Sie die Regeln von {{brand}}, die Datenschutzerklärung und die Bedingungen der Bonusprogramme gelesen haben und akzeptieren.\n\n' +
    'Mit der Annahme der Bedingungen bestätigen Sie außerdem, dass Sie mindestens {{age}} Jahre alt sind, dass Glücksspiel in Ihrem Wohnsitzland erlaubt ist und dass Sie in eigenem Namen und mit eigenen Mitteln spielen.\n\n' +
    'Werden die Bedingungen aktualisiert, bitten wir Sie bei der nächsten Anmeldung, die neue Fassung zu akzeptieren. Solange Sie sie nicht akzeptiert haben, sind einige Funktionen der Website möglicherweise nicht verfügbar.\n\n' +
    'Wenn Sie mit den Bedingungen nicht einverstanden sind, nutzen Sie den Dienst nicht weiter und wenden Sie sich an den Kundenservice, um Ihr Konto zu schließen.',

  info_page_calc: 'Gewinnberechnung',
  info_page_calc_text:
    'Den möglichen Gewinn können Sie leicht im Voraus berechnen: Sie brauchen nur den Einsatz und die Quoten der gewählten Tipps.\n\n' +
    'Einzelwette: Gewinn = Einsatz × Quote. Beispiel: Ein Einsatz von 100 zur Quote 2,50 bringt 250, davon 150 Reingewinn.\n\n' +
    'Kombiwette: Die Quoten aller Tipps werden multipliziert, und Gewinn = Einsatz × Produkt der Quoten. Ein Einsatz von 100 auf drei Tipps mit den Quoten 1,50, 2,00 und 1,80 ergibt eine Gesamtquote von 5,40 und einen Gewinn von 540. Geht auch nur ein Tipp verloren, verliert die gesamte Kombiwette.\n\n' +
    'Systemwette: Der Einsatz wird gleichmäßig auf alle Kombiwetten der festgelegten Größe verteilt, und der Gewinn ist die Summe der Gewinne aus den aufgegangenen Kombinationen. Ein System „2 aus 3“ besteht zum Beispiel aus drei Kombiwetten mit je zwei Tipps.\n\n' +
    'Ein erstatteter Tipp zählt mit der Quote 1 und ändert das Produkt nicht. Diese Berechnung dient nur zur Orientierung: Der endgültige Betrag richtet sich nach den Regeln und den Quoten zum Zeitpunkt der Annahme der Wette.',

  info_page_cashTerminals: 'Kassen und Terminals',
  info_page_cashTerminals_text:
    'Wo {{brand}} Wettannahmestellen und Zahlungsterminals betreibt, können Sie bar einzahlen und sich Gewinne bar auszahlen lassen.\n\n' +
    'Adressen und Öffnungszeiten der Kassen und Terminals veröffentlicht der Betreiber im Bereich „Kontakt“ und auf der Seite der Terminals.\n\n' +
    'Um über ein Terminal einzuzahlen, wählen Sie die Einzahlung auf das Wettkonto, geben Ihre Kontonummer oder die mit dem Konto verknüpfte Telefonnummer ein und zahlen das Bargeld ein. Bewahren Sie den Beleg auf, bis der Betrag gutgeschrieben ist.\n\n' +
    'Für die Auszahlung eines Gewinns an der Kasse benötigen Sie ein Ausweisdokument. Limits und Fristen für Barauszahlungen können von denen der Online-Zahlungsarten abweichen.',

  info_page_rulesFrame: 'Regeln der Wettannahme',
  info_page_rulesFrame_text:
    'Wetten werden von Spielern ab {{age}} Jahren im Rahmen des Kontoguthabens und der festgelegten Limits angenommen.\n\n' +
    'Der Gewinn einer Einzelwette entspricht dem Einsatz multipliziert mit der Quote; eine Kombiwette gewinnt, wenn alle Tipps aufgehen; eine Systemwette wird als Reihe von Kombiwetten abgerechnet.\n\n' +
    'Wird ein Ereignis abgesagt, wird die Wette mit der Quote 1 abgerechnet. Die vollständigen Regeln finden Sie im Bereich „Regeln“.',

  info_page_bettingCalculator: 'Wettrechner',
  info_page_bettingCalculator_text:
    'Der Wettrechner ermittelt den möglichen Gewinn für Einzel-, Kombi- und Systemwetten, noch bevor Sie die Wette platzieren.\n\n' +
    'Wählen Sie die Wettart und geben Sie Einsatz und Quoten der Tipps ein. Der Rechner zeigt die Gesamtquote und den möglichen Gewinn.\n\n' +
    'Einzelwette: Einsatz × Quote. Kombiwette: Einsatz × Produkt der Quoten aller Tipps; ein erstatteter Tipp zählt mit der Quote 1.\n\n' +
    'Systemwette: Der Einsatz wird gleichmäßig auf die Kombinationen verteilt. Für jede aufgegangene Kombination entspricht der Gewinn ihrem Anteil am Einsatz multipliziert mit dem Produkt ihrer Quoten; das Ergebnis ist die Summe über alle aufgegangenen Kombinationen. Ein System „2 aus 4“ hat zum Beispiel sechs Kombinationen, auf die jeweils ein Sechstel des Einsatzes entfällt.\n\n' +
    'Das Ergebnis des Rechners dient nur zur Orientierung und berücksichtigt weder Steuern noch Auszahlungslimits. Der genaue Betrag wird nach dem Ende der Ereignisse gemäß den Regeln berechnet.',
};
