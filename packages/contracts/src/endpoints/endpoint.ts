import type { z } from 'zod'
import type { ErrorCode } from '../errors'

/*
 * One API call as the web client and the server agree on it. Method and path are plain values; the zod schemas are
 * reached through `schemas()`, a dynamic import, so a module that only names an endpoint (the login page, every
 * feature's api/ file) stays free of zod in the production bundle (ADR 0008) while the types still come from the
 * schemas the server validates with (ADR 0015). This file imports zod for types only.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** The body of a file upload: multipart form data, checked by the server part by part (size, content, count). */
export const MULTIPART = 'multipart'

/** An answer that is a file to save, not JSON (XLSX exports, stored files): the web reads it with `callFile`. */
export const FILE = 'file' as const
/** An answer that is a stream of Server-Sent Events: the web opens it with an EventSource, never `call`. */
export const EVENT_STREAM = 'event-stream' as const
/** A call the browser navigates to (a link of an e-mail or another site): it answers a redirect, never JSON. */
export const REDIRECT = 'redirect' as const
/** The answers that are not JSON, so no schema describes them. */
export type NonJsonAnswer = typeof FILE | typeof EVENT_STREAM | typeof REDIRECT

/**
 * The schemas of one call, the only place they are written: the server registers its route from them
 * (apps/server/src/platform/endpoint-route.ts). `response` is the 200 answer; `null` marks a call that answers 204
 * without a body.
 */
export interface EndpointSchemas {
  params?: z.ZodType
  query?: z.ZodType
  body?: z.ZodType | typeof MULTIPART
  response: z.ZodType | null | NonJsonAnswer
}

export interface Endpoint<S extends EndpointSchemas = EndpointSchemas, P extends string = string> {
  method: HttpMethod
  /** Under /api, Fastify style: `/articles/:id/by-tag`; the `:name` segments are the call's params. */
  path: P
  /** The catalogue code SPEC §8 gives this call when the server answers without a body (default GeneralError). */
  fallbackCode?: ErrorCode
  /** Loads the schemas; called by the web client only in development and tests, never in production. */
  schemas: () => Promise<S>
}

/** Declares an endpoint; `as const`-like inference of the path keeps its `:params` in the type. */
export const endpoint = <S extends EndpointSchemas, const P extends string>(e: Endpoint<S, P>) => e

type SchemasOf<E> = E extends Endpoint<infer S, string> ? S : never
type PathOf<E> = E extends Endpoint<EndpointSchemas, infer P> ? P : never

/** `/a/:id/b/:fileUuid` -> 'id' | 'fileUuid'. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

/** Query strings are coerced on the server, so the client sends the parsed type; keys optional where defaults fill. */
type QueryShape<S extends z.ZodType> = {
  [K in keyof z.input<S>]: K extends keyof z.output<S> ? z.output<S>[K] : never
}

export type ParamsOf<E> = [ParamNames<PathOf<E>>] extends [never] ? undefined : Record<ParamNames<PathOf<E>>, string>
export type QueryOf<E> = SchemasOf<E>['query'] extends z.ZodType ? QueryShape<SchemasOf<E>['query']> : undefined
export type BodyOf<E> = SchemasOf<E>['body'] extends typeof MULTIPART
  ? FormData
  : SchemasOf<E>['body'] extends z.ZodType
    ? z.input<SchemasOf<E>['body']>
    : undefined
export type ResponseOf<E> = SchemasOf<E>['response'] extends z.ZodType ? z.output<SchemasOf<E>['response']> : void

/** What a call takes: only the parts the endpoint has, each required when present (a query of optional keys may go). */
export type RequestOf<E> = ([ParamsOf<E>] extends [undefined] ? unknown : { params: ParamsOf<E> }) &
  ([QueryOf<E>] extends [undefined]
    ? unknown
    : Record<string, never> extends QueryOf<E>
      ? { query?: QueryOf<E> }
      : { query: QueryOf<E> }) &
  ([BodyOf<E>] extends [undefined] ? unknown : { body: BodyOf<E> })
