import { changeHistoryPageSchema } from '@metafields/core';
import { describe, expect, it } from 'vitest';
import type { Browser } from '../testing/testServer.js';
import { bearer, createObject, setUp } from './testing/testSetup.js';
import { importValues } from './testing/valueJobTestSetup.js';
import { addField, addValue, valuesUrl } from './testing/valueTestSetup.js';

/** A Recipe resource with a display-name title and a servings count. */
async function recipe(browser: Browser) {
  const objectId = await createObject(browser, 'Recipe');
  await addField(browser, objectId, {
    name: 'Title',
    content_type: 'text',
    use_as_display_name: true,
  });
  await addField(browser, objectId, { name: 'Serves', content_type: 'integer' });
  return objectId;
}

const historyUrl = (valueId: number) =>
  `/api/stores/ent/history?record_type=custom-resource&record_id=${valueId}`;

/** `[key, action, old, new]` of each change, oldest first. */
const steps = (body: string) =>
  changeHistoryPageSchema
    .parse(JSON.parse(body))
    .data.reverse()
    .map((change) => [change.key, change.action, change.old_value, change.new_value]);

describe('change history of custom resource values (issue 28)', () => {
  it('records a person’s writes field by field, with their user id and each request’s id', async () => {
    const { server, browser } = await setUp();
    const objectId = await recipe(browser);
    const value = await addValue(browser, objectId, { title: 'Soup', serves: 4 });
    const url = `${valuesUrl(objectId)}/${value.id}`;
    expect((await browser.request('PUT', url, { serves: 6, title: 'Soup' })).statusCode).toBe(200);
    expect((await browser.request('DELETE', url)).statusCode).toBe(204);

    const history = await browser.request('GET', historyUrl(value.id));
    expect(history.statusCode, history.body).toBe(200);
    expect(steps(history.body)).toEqual([
      ['title', 'create', null, 'Soup'],
      ['serves', 'create', null, '4'],
      ['serves', 'update', '4', '6'],
      ['title', 'delete', 'Soup', null],
      ['serves', 'delete', '6', null],
    ]);
    const changes = changeHistoryPageSchema.parse(history.json()).data;
    for (const change of changes) {
      expect(change).toMatchObject({
        actor: { kind: 'user', id: server.user.id, name: 'Demo merchant' },
        job_id: null,
        subject: 'custom-resource-value',
        record_type: 'custom-resource',
        record_id: value.id,
        namespace: String(objectId),
      });
    }
    // One request id per request: the create's two fields share one.
    expect(new Set(changes.map((change) => change.request_id)).size).toBe(3);
    expect(changes.every((change) => typeof change.request_id === 'string')).toBe(true);
  });

  it('records an API token’s writes as the token’s, named as it is now, and lets it read them', async () => {
    const { server, browser } = await setUp();
    const objectId = await recipe(browser);
    const created = await server.apiTokens.create('ent', 'ci');
    const answer = await bearer(server, 'POST', valuesUrl(objectId), created.token, {
      title: 'Pie',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const id = (answer.json() as { data: { id: number } }).data.id;
    const removed = await bearer(server, 'DELETE', valuesUrl(objectId), created.token, {
      'id:in': [id],
    });
    expect(removed.statusCode).toBe(204);

    const reader = await server.apiTokens.create('ent', 'reader', ['read']);
    const history = await bearer(server, 'GET', historyUrl(id), reader.token);
    expect(history.statusCode, history.body).toBe(200);
    expect(steps(history.body)).toEqual([
      ['title', 'create', null, 'Pie'],
      ['title', 'delete', 'Pie', null],
    ]);
    const changes = changeHistoryPageSchema.parse(history.json()).data;
    expect(changes.map((change) => change.actor)).toEqual([
      { kind: 'token', id: created.id, name: 'ci' },
      { kind: 'token', id: created.id, name: 'ci' },
    ]);

    // Once revoked, the token's changes stay, without a name.
    await server.apiTokens.revoke('ent', created.id);
    const after = changeHistoryPageSchema.parse(
      (await browser.request('GET', historyUrl(id))).json(),
    );
    expect(after.data.map((change) => change.actor)).toEqual([
      { kind: 'token', id: created.id, name: null },
      { kind: 'token', id: created.id, name: null },
    ]);
  });

  it('records an import’s changes as its job’s, with the values they replaced', async () => {
    const { server, browser } = await setUp();
    const objectId = await recipe(browser);
    const soup = await addValue(browser, objectId, { title: 'Soup', serves: 4 });
    const job = await importValues(
      server,
      browser,
      objectId,
      `id,title,serves\r\n${soup.id},Soup,5\r\n,Stew,2\r\n`,
    );
    expect(job).toMatchObject({ status: 'completed', errors: [] });

    const history = await browser.request('GET', `/api/stores/ent/history?job_id=${job.id}`);
    const changes = changeHistoryPageSchema.parse(history.json());
    expect(changes.meta.total).toBe(3);
    expect(
      changes.data
        .reverse()
        .map((change) => [
          change.record_id === soup.id,
          change.key,
          change.action,
          change.old_value,
          change.new_value,
        ]),
    ).toEqual([
      [true, 'serves', 'update', '4', '5'],
      [false, 'title', 'create', null, 'Stew'],
      [false, 'serves', 'create', null, '2'],
    ]);
    for (const change of changes.data) {
      expect(change).toMatchObject({
        actor: { kind: 'job', id: job.id },
        job_id: job.id,
        request_id: null,
        namespace: String(objectId),
      });
    }
  });
});
