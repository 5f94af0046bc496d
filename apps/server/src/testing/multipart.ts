/** One part of a form: a text field, or a file with its name. */
export type FormPart =
  { name: string; value: string } | { name: string; file: Buffer; filename: string };

/** A multipart body as a browser's FormData sends it, with its content type and boundary. */
export async function multipart(parts: FormPart[]) {
  const form = new FormData();
  for (const part of parts) {
    if ('value' in part) form.append(part.name, part.value);
    else form.append(part.name, new Blob([Uint8Array.from(part.file)]), part.filename);
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}
