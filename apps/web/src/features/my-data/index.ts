// Public entry of Perfil › Mis datos (docs/rules/personal-data.md#mis-datos): the export and the requests.
export { MyDataSection } from './components/my-data-section.tsx';
