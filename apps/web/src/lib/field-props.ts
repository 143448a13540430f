import type { ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';

/**
 * A react-hook-form field as MUI TextField props: the ref goes to the input (not the root), so the form
 * can focus the first field at fault.
 */
export function fieldProps<V extends FieldValues, N extends FieldPath<V>>(
  field: ControllerRenderProps<V, N>,
) {
  const { ref, ...rest } = field;
  return { ...rest, inputRef: ref };
}
