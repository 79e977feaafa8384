// The API's messages name a field as its body does ('joiningLink must be an https:// address'); an
// admin form says them in the words of the field's label ('Joining link must be an https:// address'),
// as a sentence (docs/product.md §5.3).
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** A form's labels by the API's field names, without "(optional)" or units: `{ joiningLink: 'Joining link' }`. */
export type FieldLabels = Readonly<Record<string, string>>;

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function inLabelWords(message: string, labels: FieldLabels): string {
  const worded = message.replace(/\b[a-z]\w*\b/g, (word, offset: number) => {
    const label = Object.hasOwn(labels, word) ? labels[word] : undefined;
    if (label === undefined) return word;
    return offset === 0 ? label : lowerFirst(label);
  });
  return upperFirst(worded);
}

/** Every message in react-hook-form's errors, nested ones too (lists stay lists), through `word`. */
function reworded(errors: unknown, word: (message: string) => string): unknown {
  if (Array.isArray(errors)) return errors.map((each: unknown) => reworded(each, word));
  if (!errors || typeof errors !== 'object') return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([key, value]) => [
      key,
      key === 'message' && typeof value === 'string'
        ? word(value)
        : key === 'ref'
          ? value
          : reworded(value, word),
    ]),
  );
}

/** The resolver, its messages through `word`. */
export function withWords<Values extends FieldValues, Context, Output>(
  resolver: Resolver<Values, Context, Output>,
  word: (message: string) => string,
): Resolver<Values, Context, Output> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    return {
      ...result,
      errors: reworded(result.errors, word) as FieldErrors<Values>,
    } as typeof result;
  };
}
