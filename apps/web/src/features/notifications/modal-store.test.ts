import { afterEach, describe, expect, it } from 'vitest';
import { toSafeLink } from './modal-link.ts';
import { closeModal, showModal, useModalStore } from './modal-store.ts';

afterEach(() => useModalStore.setState({ show: false, message: '' }));

describe('notification modal store (docs/rules/notifications.md#the-modal)', () => {
  it('ignores a modal without a message', () => {
    expect(showModal({ message: '', type: 'error' })).toBe(false);
    expect(showModal({ message: '   ' })).toBe(false);
    expect(showModal({ link: 'https://cambix.pe' })).toBe(false);
    expect(useModalStore.getState().show).toBe(false);
  });

  it.each([
    ['success', '¡Éxito!'],
    ['alert', 'Atención'],
    ['error', 'Error'],
    ['default', 'Notificación'],
  ])('gives a %s modal the default title %s', (type, title) => {
    showModal({ message: 'Mensaje', type });
    expect(useModalStore.getState()).toMatchObject({ show: true, type, title, message: 'Mensaje' });
  });

  it('treats an unknown type as default and keeps a given title, subtitle and link text', () => {
    showModal({
      message: 'Orden grande',
      type: 'urgent',
      title: 'Revisar',
      subtitle: 'S/ 45,000',
      linkText: 'Abrir orden',
      link: '/dashboard/orden/5',
    });
    expect(useModalStore.getState()).toMatchObject({
      type: 'default',
      title: 'Revisar',
      subtitle: 'S/ 45,000',
      linkText: 'Abrir orden',
      link: { kind: 'internal', path: '/dashboard/orden/5' },
      closeOnAction: true,
    });
  });

  it('uses "Ir al enlace" as the default link text', () => {
    showModal({ message: 'Hay novedades', link: 'https://cambix.pe/novedades' });
    expect(useModalStore.getState()).toMatchObject({
      linkText: 'Ir al enlace',
      link: { kind: 'external', href: 'https://cambix.pe/novedades' },
    });
  });

  it('drops links that are neither http(s) nor in-app paths', () => {
    for (const link of [
      'javascript:alert(1)',
      'data:text/html,hi',
      '//evil.example/x',
      '/\\evil.example',
      'ftp://files',
      'mailto:a@b.c',
    ]) {
      showModal({ message: 'x', link });
      expect(useModalStore.getState().link, link).toBeNull();
    }
  });

  it('closes and keeps closeOnAction when given', () => {
    showModal({ message: 'x', closeOnAction: false });
    expect(useModalStore.getState().closeOnAction).toBe(false);
    closeModal();
    expect(useModalStore.getState().show).toBe(false);
  });
});

describe('toSafeLink', () => {
  it('accepts http(s) URLs and in-app paths', () => {
    expect(toSafeLink('HTTP://cambix.pe/a?b=1')).toEqual({
      kind: 'external',
      href: 'http://cambix.pe/a?b=1',
    });
    expect(toSafeLink(' /userDashboard/ordenes ')).toEqual({
      kind: 'internal',
      path: '/userDashboard/ordenes',
    });
    expect(toSafeLink(null)).toBeNull();
    expect(toSafeLink('ordenes')).toBeNull();
  });
});
