/**
 * A real SMTP server for the browser tests, small enough to read: it speaks the part of SMTP a
 * mail client needs (EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT) and writes every message it
 * accepts to a folder as an .eml file, for the tests to read.
 */
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

export type SmtpSink = { port: number; close: () => Promise<void> }

/** Listens on `port` (0: one the system picks). */
export function startSmtpSink(dir: string, host = '127.0.0.1', port = 0): Promise<SmtpSink> {
  fs.mkdirSync(dir, { recursive: true })
  let stored = 0
  const sockets = new Set<net.Socket>()
  const server = net.createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => undefined)
    let buffer = Buffer.alloc(0)
    let inData = false
    const reply = (line: string) => socket.write(`${line}\r\n`)
    const save = (raw: Buffer) => {
      // Lines that began with a dot were sent with a second one (RFC 5321 4.5.2).
      const text = raw.toString('latin1').replace(/\r\n\.\./g, '\r\n.').replace(/^\.\./, '.')
      const name = `${Date.now()}-${++stored}.eml`
      fs.writeFileSync(path.join(dir, `.${name}`), Buffer.from(text, 'latin1'))
      fs.renameSync(path.join(dir, `.${name}`), path.join(dir, name))
    }
    const command = (line: string) => {
      const verb = line.slice(0, 4).toUpperCase()
      if (verb === 'EHLO') socket.write('250-manzil-test-sink\r\n250-8BITMIME\r\n250 SMTPUTF8\r\n')
      else if (verb === 'HELO' || verb === 'MAIL' || verb === 'RCPT' || verb === 'RSET' || verb === 'NOOP') reply('250 OK')
      else if (verb === 'DATA') {
        inData = true
        reply('354 End data with <CR><LF>.<CR><LF>')
      } else if (verb === 'QUIT') {
        reply('221 Bye')
        socket.end()
      } else reply('502 Command not implemented')
    }
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk])
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n')
          const bare = buffer.length === 3 && buffer.toString('latin1') === '.\r\n'
          if (end === -1 && !bare) return
          save(bare ? Buffer.alloc(0) : buffer.subarray(0, end))
          buffer = buffer.subarray(bare ? 3 : end + 5)
          inData = false
          reply('250 OK: queued')
          continue
        }
        const eol = buffer.indexOf('\r\n')
        if (eol === -1) return
        const line = buffer.subarray(0, eol).toString('utf8')
        buffer = buffer.subarray(eol + 2)
        command(line)
      }
    })
    reply('220 manzil-test-sink ESMTP')
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      const address = server.address()
      if (!address || typeof address === 'string') return reject(new Error('the SMTP sink has no port'))
      resolve({
        port: address.port,
        close: () =>
          new Promise<void>((done) => {
            for (const s of sockets) s.destroy()
            server.close(() => done())
          }),
      })
    })
  })
}
