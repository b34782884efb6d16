import React, {type ReactNode} from 'react';

type Values = Record<string, ReactNode>;

function interpolate(message: string, values?: Values): string {
  return message.replace(/\{(\w+)\}/g, (_match, key: string) => String(values?.[key] ?? `{${key}}`));
}

/** Stand-in for `translate()`: returns the English message with values filled in. */
export function translate({message}: {id?: string; message: string; description?: string}, values?: Values): string {
  return interpolate(message, values);
}

/** Stand-in for `<Translate>`: renders the English message with values filled in. */
export default function Translate({children, values}: {children: string; values?: Values; id?: string; description?: string}): ReactNode {
  return <>{interpolate(children, values)}</>;
}
