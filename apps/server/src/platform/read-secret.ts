/** A terminal, as far as reading a secret needs one. */
export interface SecretInput extends NodeJS.ReadableStream {
  isTTY?: boolean
  setRawMode?(mode: boolean): unknown
}

/**
 * Reads one line typed on a terminal without echoing it: the terminal is put in raw mode and nothing typed is
 * written back (Backspace edits, Ctrl-C and Ctrl-D give up).
 */
export function readHiddenLine(prompt: string, input: SecretInput, output: NodeJS.WritableStream) {
  return new Promise<string>((resolve, reject) => {
    let value = ''
    output.write(prompt)
    input.setRawMode?.(true)
    input.setEncoding('utf8')
    const finish = () => {
      input.removeListener('data', onData)
      input.setRawMode?.(false)
      input.pause()
      output.write('\n')
    }
    const onData = (chunk: string | Buffer) => {
      for (const ch of String(chunk)) {
        if (ch === '\r' || ch === '\n') {
          finish()
          return resolve(value)
        }
        if (ch === '\u0003' || ch === '\u0004') {
          finish()
          return reject(new Error('Ввод пароля прерван'))
        }
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1)
        else value += ch
      }
    }
    input.on('data', onData)
    input.resume()
  })
}

/** The first line of a piped input (a script's `printf '%s\n' "$PASSWORD" | …`). */
export async function readFirstLine(input: NodeJS.ReadableStream) {
  let text = ''
  for await (const chunk of input) {
    text += String(chunk)
    if (text.includes('\n')) break
  }
  return text.split(/\r?\n/)[0]
}
