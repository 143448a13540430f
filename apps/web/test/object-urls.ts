const NAMES = ['createObjectURL', 'revokeObjectURL'] as const;

/**
 * Object URLs that always give `address`; returns the way to put back what was there. Test files share one
 * module graph and one jsdom per worker, so deleting the methods instead would break a later file.
 */
export function stubObjectUrls(address: string): () => void {
  const saved = NAMES.map((name) => [name, Object.getOwnPropertyDescriptor(URL, name)] as const);
  Object.assign(URL, { createObjectURL: () => address, revokeObjectURL: () => undefined });
  return () => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(URL, name, descriptor);
      else Reflect.deleteProperty(URL, name);
    }
  };
}
