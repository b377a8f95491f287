// The labelled controls moved to the design system (components/ui/Field.tsx); this path stays for its importers.
export { DateField, Field } from './ui/Field';
