import { z } from 'zod';
import { ErrorResponse, LoginResponse, MessageResponse } from '@contracts/auth/schemas';
import {
  AttendanceSchema,
  CheckInAnswerSchema,
  CheckInMarkSchema,
  RosterEntrySchema,
  RosterEventSchema,
  RosterPageSchema,
  TicketSchema,
  UndoAnswerSchema,
  WalkInAnswerSchema,
} from '@contracts/checkin/schemas';
import { CommentSchema, LikeResponse, ReplySchema } from '@contracts/comments/schemas';
import {
  CommunityDetailSchema,
  CommunityInviteInfoSchema,
  CommunityPermissionsSchema,
  CommunitySummarySchema,
  MemberSchema,
  PersonSchema,
} from '@contracts/communities/schemas';
import { EventDetailSchema, EventListItemSchema, EventRsvpSchema, EventSchema, NamedPersonSchema, RsvpCountsSchema } from '@contracts/events/schemas';
import { InvitationEventSchema, InvitationSchema, PublicInvitationSchema } from '@contracts/invitations/schemas';
import { UserSchema } from '@contracts/users/schemas';
import { ApiTokenSchema, CreateTokenResponse, DeveloperDocsSchema } from '@contracts/developer/schemas';

export type JsonSchema = Record<string, unknown>;

export const COMPONENT_SCHEMAS = '#/components/schemas/';

/**
 * The response shapes the document names, as `#/components/schemas/<Name>`, so clients and code
 * generators see one type where the contracts share one schema. The names live here, not on the
 * contracts: the schemas stay plain (nothing on zod's global registry), and only the document knows them.
 * Every one is documented as the server answers it (`io: 'output'`); request bodies stay inline.
 */
export const NAMED_SCHEMAS: ReadonlyArray<readonly [name: string, schema: z.ZodType]> = [
  ['Error', ErrorResponse],
  ['Person', PersonSchema],
  ['User', UserSchema],
  ['LoginResponse', LoginResponse],
  ['MessageResponse', MessageResponse],
  ['Member', MemberSchema],
  ['CommunityPermissions', CommunityPermissionsSchema],
  ['Community', CommunitySummarySchema],
  ['CommunityDetail', CommunityDetailSchema],
  ['CommunityInviteInfo', CommunityInviteInfoSchema],
  ['RsvpCounts', RsvpCountsSchema],
  ['EventRsvp', EventRsvpSchema],
  ['Event', EventSchema],
  ['EventDetail', EventDetailSchema],
  ['NamedPerson', NamedPersonSchema],
  ['EventListItem', EventListItemSchema],
  ['CheckInMark', CheckInMarkSchema],
  ['Attendance', AttendanceSchema],
  ['RosterEntry', RosterEntrySchema],
  ['RosterEvent', RosterEventSchema],
  ['RosterPage', RosterPageSchema],
  ['Ticket', TicketSchema],
  ['CheckInAnswer', CheckInAnswerSchema],
  ['UndoAnswer', UndoAnswerSchema],
  ['WalkInAnswer', WalkInAnswerSchema],
  ['Comment', CommentSchema],
  ['Reply', ReplySchema],
  ['LikeResponse', LikeResponse],
  ['InvitationEvent', InvitationEventSchema],
  ['Invitation', InvitationSchema],
  ['PublicInvitation', PublicInvitationSchema],
  ['ApiToken', ApiTokenSchema],
  ['ApiTokenCreated', CreateTokenResponse],
  ['DeveloperDocs', DeveloperDocsSchema],
];

/** Registry ids of the response bodies that have no name of their own; never a component. */
const UNNAMED = '__response';

export interface ResponseSchemas {
  /** `components.schemas`: each named schema, referring to the others by `$ref`. */
  components: Record<string, JsonSchema>;
  /** A response body: a `$ref` to its component when it is named, else its schema with `$ref`s to the named ones. */
  schemaOf(schema: z.ZodType): JsonSchema;
}

/** Every `$ref` in a JSON value. */
function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) {
    value.forEach((item) => refsIn(item, found));
  } else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') {
        found.push(inner);
      } else {
        refsIn(inner, found);
      }
    }
  }
  return found;
}

/**
 * Converts the named schemas and the given response bodies in one go, through a local zod registry:
 * each schema gets an `id` there, and `z.toJSONSchema(registry, { uri })` writes every use of a
 * registered schema inside another as `$ref: '#/components/schemas/<id>'`. The unnamed bodies are
 * registered too, only to be converted in the same pass; they are inlined in their operations.
 */
export function convertResponseSchemas(bodies: Iterable<z.ZodType>): ResponseSchemas {
  const registry = z.registry<{ id: string }>();
  const names = new Map<z.ZodType, string>();
  for (const [name, schema] of NAMED_SCHEMAS) {
    if (names.has(schema)) {
      throw new Error(`The schema named ${name} is already named ${names.get(schema)}`);
    }
    registry.add(schema, { id: name });
    names.set(schema, name);
  }
  const unnamed = new Map<z.ZodType, string>();
  for (const body of bodies) {
    if (!names.has(body) && !unnamed.has(body)) {
      const id = `${UNNAMED}${unnamed.size}`;
      registry.add(body, { id });
      unnamed.set(body, id);
    }
  }

  const { schemas } = z.toJSONSchema(registry, {
    io: 'output',
    target: 'draft-2020-12',
    unrepresentable: 'any',
    uri: (id) => `${COMPONENT_SCHEMAS}${id}`,
  });

  const converted = new Map<string, JsonSchema>();
  for (const [id, emitted] of Object.entries(schemas)) {
    if (id === '__shared') {
      // zod puts schemas it must extract but has no id for (a recursive one, or one with an id on the
      // global registry) in a `__shared` document that nothing in an OpenAPI document could refer to.
      const defs = Object.keys((emitted as { $defs?: object }).$defs ?? {});
      throw new Error(`A response schema needs a definition of its own (${defs.join(', ')}); name it in server/http/openapi-components.ts`);
    }
    // $id would be the component's own address ('#/...' is no valid $id); the dialect is the document's.
    const { $schema: _dialect, $id: _address, ...body } = emitted as JsonSchema;
    if ('$defs' in body) {
      throw new Error(`The response schema ${id} has $defs, which would not resolve in the OpenAPI document`);
    }
    converted.set(id, body);
  }
  const named = new Set(names.values());
  for (const [id, body] of converted) {
    for (const ref of refsIn(body)) {
      if (!ref.startsWith(COMPONENT_SCHEMAS) || !named.has(ref.slice(COMPONENT_SCHEMAS.length))) {
        // An unnamed body nested in another one: it would need a name to be referred to.
        throw new Error(`The response schema ${id} refers to ${ref}, which is no named component; name it in server/http/openapi-components.ts`);
      }
    }
  }

  const convertedAs = (id: string | undefined): JsonSchema => {
    const body = id === undefined ? undefined : converted.get(id);
    if (!body) {
      throw new Error('A response schema was not converted with the others');
    }
    return body;
  };
  return {
    components: Object.fromEntries(NAMED_SCHEMAS.map(([name]) => [name, convertedAs(name)])),
    schemaOf(schema) {
      const name = names.get(schema);
      return name ? { $ref: `${COMPONENT_SCHEMAS}${name}` } : convertedAs(unnamed.get(schema));
    },
  };
}
