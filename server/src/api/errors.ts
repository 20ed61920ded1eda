import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** The contract's uniform error body. `message` defaults to the code. */
export interface UniformError {
  statusCode: number
  code: string
  message: string
}

/** The contract's validation body (400 only): one message per failed constraint. */
export interface ValidationError {
  statusCode: 400
  message: string[]
  error: 'Bad Request'
}

export function uniformError(statusCode: number, code: string, message: string = code): UniformError {
  return { statusCode, code, message }
}

export function validationError(messages: string[]): ValidationError {
  return { statusCode: 400, message: messages, error: 'Bad Request' }
}

export function sendError(
  c: Context,
  statusCode: ContentfulStatusCode,
  code: string,
  message?: string,
): Response {
  return c.json(uniformError(statusCode, code, message), statusCode)
}

export function sendValidationError(c: Context, messages: string[]): Response {
  return c.json(validationError(messages), 400)
}
