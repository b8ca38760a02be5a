/**
 * A JSON document serialised once and answered many times (the OpenAPI document, the developer
 * docs): the pipeline sends its text as it would any answer's (send-answer.ts), tag included.
 */
export class SerializedJson {
  constructor(readonly text: string) {}
}

export const serializeJson = (value: unknown): SerializedJson => new SerializedJson(JSON.stringify(value));
