import net, { type AddressInfo } from 'node:net';

// A tiny local SMTP server for the SMTP provider's test: just enough of RFC 5321 (EHLO, AUTH
// PLAIN, MAIL, RCPT, DATA, RSET, QUIT) for nodemailer, with one recipient it refuses (550).
// No outside network.

export interface ReceivedMail {
  auth: string | null;
  from: string;
  to: string[];
  data: string;
}

/** `port`: where to listen (a server that comes back on the address a provider already uses); any free one by default. */
export async function startSmtpTestServer(options: { rejectRecipient: string; port?: number }) {
  const mails: ReceivedMail[] = [];
  const server = net.createServer((socket) => {
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let mail: ReceivedMail = { auth: null, from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    const handle = (line: string) => {
      if (inData) {
        if (line === '.') {
          inData = false;
          mails.push(mail);
          mail = { auth: mail.auth, from: '', to: [], data: '' };
          return reply(`250 2.0.0 Ok: queued as Q${mails.length}`);
        }
        mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
        return;
      }
      const [verb = '', ...rest] = line.split(' ');
      const argument = rest.join(' ');
      switch (verb.toUpperCase()) {
        case 'EHLO':
          return reply('250-localhost\r\n250-AUTH PLAIN\r\n250 8BITMIME');
        case 'HELO':
          return reply('250 localhost');
        case 'AUTH': {
          const [, credentials = ''] = argument.split(' ');
          mail.auth = Buffer.from(credentials, 'base64').toString('utf8').split('\0').slice(1).join(':');
          return reply('235 2.7.0 Authentication successful');
        }
        case 'MAIL':
          mail.from = argument.replace(/^FROM:<([^>]*)>.*$/i, '$1');
          return reply('250 2.1.0 Ok');
        case 'RCPT': {
          const to = argument.replace(/^TO:<([^>]*)>.*$/i, '$1');
          if (to === options.rejectRecipient) return reply('550 5.1.1 Mailbox unavailable');
          mail.to.push(to);
          return reply('250 2.1.5 Ok');
        }
        case 'DATA':
          inData = true;
          return reply('354 End data with <CR><LF>.<CR><LF>');
        case 'RSET':
          mail = { auth: mail.auth, from: '', to: [], data: '' };
          return reply('250 2.0.0 Ok');
        case 'NOOP':
          return reply('250 2.0.0 Ok');
        case 'QUIT':
          reply('221 2.0.0 Bye');
          return socket.end();
        default:
          return reply('502 5.5.2 Command not recognized');
      }
    };
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end = buffer.indexOf('\r\n');
      while (end >= 0) {
        handle(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\r\n');
      }
    });
    socket.on('error', () => {});
    reply('220 localhost ESMTP test');
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { port, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
