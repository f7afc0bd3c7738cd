import { problems, type ErrorBody, type Problem } from '@psp/contracts'

/** A failure the API reports (SPEC §8). Thrown from services, turned into `{ code, message }` by the error handler. */
export class AppError extends Error {
  readonly status: number
  constructor(
    readonly problem: Problem,
    message?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message ?? problems[problem].message)
    this.status = problems[problem].status
  }

  toBody(): ErrorBody {
    const code = problems[this.problem].code
    return {
      code,
      message: this.message,
      ...(code !== this.problem ? { reason: this.problem } : {}),
      ...(this.fields ? { fields: this.fields } : {}),
    }
  }
}
