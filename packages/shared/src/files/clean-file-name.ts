/**
 * Uploaded file names (docs/product/campaigns-and-activities.md#files,
 * docs/product/README.md#constants-and-limits): only letters, digits, ñ, spaces, hyphen, underscore
 * and dot survive, the name is cut to 200 characters keeping its extension, and the stored name is
 * prefixed with an index and a timestamp. The server names every stored file with these functions,
 * so no name sent by a browser reaches the file system as it came.
 */

/** docs/product/README.md#constants-and-limits: uploaded file name maximum. */
const FILE_NAME_MAX_LENGTH = 200;

/**
 * Most file systems allow 255 bytes a name; ñ takes two bytes in UTF-8, so a 200-character
 * name can exceed that once prefixed. The cleaned part never passes this many bytes.
 */
const FILE_NAME_MAX_BYTES = 220;

/** Longer "extensions" are part of the name ('informe.final de la campaña 2024…'). */
const EXTENSION_MAX_LENGTH = 10;

/** What a name becomes when nothing of it survives the cleaning ('😀', '...'). */
const FALLBACK_BASE = 'archivo';

const bytes = (text: string) => new TextEncoder().encode(text).length;

/** Removes accents but keeps ñ/Ñ, then drops every character a stored name may not hold. */
function keepAllowedCharacters(name: string): string {
  return (
    name
      .normalize('NFD')
      // NFD splits ñ into n + combining tilde: put it back before the marks are dropped.
      .replace(/n\u0303/g, 'ñ')
      .replace(/N\u0303/g, 'Ñ')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-zA-Z0-9ñÑ _.-]/g, '')
  );
}

/** No leading or trailing dots or spaces (no hidden files, no '..'), one dot at a time. */
const tidy = (text: string) =>
  text
    .replace(/\.{2,}/g, '.')
    .replace(/ {2,}/g, ' ')
    .replace(/^[. ]+|[. ]+$/g, '');

/** Cuts `base` so that `base + suffix` fits the character and byte limits. */
function cut(base: string, suffix: string): string {
  let kept = [...base].slice(0, FILE_NAME_MAX_LENGTH - suffix.length).join('');
  while (kept && bytes(kept + suffix) > FILE_NAME_MAX_BYTES) kept = kept.slice(0, -1);
  return tidy(kept);
}

/**
 * The documented cleaning of an uploaded file name: accents stripped to their base letter
 * ('Campaña Álava.pdf' → 'Campaña Alava.pdf'), other characters dropped, path separators
 * included, no leading dot, at most 200 characters with the extension kept.
 */
export function cleanFileName(original: string): string {
  const kept = keepAllowedCharacters(original);
  const dot = kept.lastIndexOf('.');
  const rawExtension = dot >= 0 ? kept.slice(dot + 1).replace(/[ .]/g, '') : '';
  const hasExtension = rawExtension.length > 0 && rawExtension.length <= EXTENSION_MAX_LENGTH;
  const suffix = hasExtension ? `.${rawExtension}` : '';
  const base = tidy(hasExtension ? kept.slice(0, dot) : kept);
  return `${cut(base, suffix) || FALLBACK_BASE}${suffix}`;
}

/**
 * The name a file is stored under: `${index}_${timestamp}_${cleaned}`
 * (docs/product/campaigns-and-activities.md#files), where the index is the file's position in its
 * list (0 for the single image or agreement) and the timestamp is `now` in milliseconds.
 */
export function storedFileName(index: number, original: string, now: Date): string {
  return `${index}_${now.getTime()}_${cleanFileName(original)}`;
}

/** The extension of a (cleaned) name in lower case, without the dot; '' when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}
