/**
 * Making an `Intl.DateTimeFormat` loads its locale's and time zone's data: a few milliseconds
 * on a phone each time, which a list of dated cards would pay once per card. Each kind of
 * format is made once and kept.
 */
const made = new Map<string, Intl.DateTimeFormat>();

export function dateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = made.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    made.set(key, format);
  }
  return format;
}
