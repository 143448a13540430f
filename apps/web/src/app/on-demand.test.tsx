import { act, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { onDemand } from './on-demand.ts';

const Greeting = ({ name }: { name: string }) => <p>Hola, {name}</p>;

/** A loader whose module arrives when the test says so. */
function deferredModule() {
  let arrive: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  let calls = 0;
  const loader = () => {
    calls++;
    return new Promise<{ default: typeof Greeting }>((resolve, reject) => {
      arrive = () => resolve({ default: Greeting });
      fail = reject;
    });
  };
  return { loader, arrive: () => arrive(), fail: (error: Error) => fail(error), calls: () => calls };
}

const shown = (Component: ComponentType<{ name: string }>) => (
  <Suspense fallback={<p>Cargando…</p>}>
    <Component name="Ana" />
  </Suspense>
);

describe('onDemand', () => {
  it('renders a module loaded ahead in the first pass, without its fallback', async () => {
    const module = deferredModule();
    const greeting = onDemand(module.loader);
    const loading = greeting.load();
    module.arrive();
    await loading;
    expect(greeting.isLoaded()).toBe(true);

    render(shown(greeting.Component));

    // No await: a suspension would show the fallback here and the greeting only a turn later.
    expect(screen.getByText('Hola, Ana')).toBeInTheDocument();
    expect(screen.queryByText('Cargando…')).toBeNull();
  });

  it('shows the fallback while the module is on its way, then the component', async () => {
    const module = deferredModule();
    const greeting = onDemand(module.loader);

    render(shown(greeting.Component));
    expect(screen.getByText('Cargando…')).toBeInTheDocument();
    expect(greeting.isLoaded()).toBe(false);

    await act(async () => module.arrive());

    expect(await screen.findByText('Hola, Ana')).toBeInTheDocument();
    expect(greeting.isLoaded()).toBe(true);
  });

  it('asks for the module once, however many times it is loaded ahead', async () => {
    const module = deferredModule();
    const greeting = onDemand(module.loader);
    const first = greeting.load();
    expect(greeting.load()).toBe(first);
    module.arrive();
    await first;
    expect(module.calls()).toBe(1);
  });

  it('asks again after a failed download', async () => {
    const module = deferredModule();
    const greeting = onDemand(module.loader);
    const failed = greeting.load();
    module.fail(new Error('sin conexión'));
    await expect(failed).rejects.toThrow('sin conexión');
    expect(greeting.isLoaded()).toBe(false);

    const again = greeting.load();
    expect(again).not.toBe(failed);
    module.arrive();
    await again;
    expect(module.calls()).toBe(2);
    expect(greeting.isLoaded()).toBe(true);
  });
});
