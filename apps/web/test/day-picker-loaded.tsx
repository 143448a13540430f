import { render, screen } from '@testing-library/react';
import { beforeAll } from 'vitest';
import { DayField } from '@/components/ui/day-field.tsx';

// In the shared module graph a lazy module loads once per worker, so whether a screen's day field is the
// picker yet at its first render would depend on which file rendered one first. The screens' tests find it
// loaded, as a person does once the page has settled; day-field.isolated.test.tsx covers the wait.
beforeAll(async () => {
  const { unmount } = render(<DayField label="Precarga" value="" onChange={() => undefined} />);
  await screen.findByRole('group', { name: 'Precarga' });
  unmount();
});
