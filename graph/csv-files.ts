/**
 * CSV files for `neo4j-admin database import full`: nodes by label and
 * relationships by type, each row in a file whose header names exactly the
 * properties it has, with their types (Neo4j reads a column's type from the
 * header, so a row without a property, or with a value of another type, goes to
 * a file of its own). Strings are always quoted (a quoted empty string stays an
 * empty string; an unquoted empty field is no property); numbers are doubles, as
 * the driver sends a JavaScript number; a bigint is a long. Lists are joined by
 * U+001F. An empty list is kept aside (`fixups`): the import tool reads an empty
 * field as no property, and the writer stores empty lists, so they are set after
 * the import.
 */
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

/** The array delimiter given to the import tool (`--array-delimiter=U+001F`). */
export const ARRAY_DELIMITER = '\u001f';

/** A property the CSV cannot hold, to be set by Cypher after the import. */
export interface Fixup {
  label: string;
  idProp: string;
  id: string;
  prop: string;
  value: unknown;
}

/**
 * Fixups of one label and property: `ids` the nodes to set, each with its value; or, when every node of
 * the label has that property as a list and every one left out is an empty list, `ids` null: every node
 * of the label without it gets `[]` (one statement instead of one row per node).
 */
export interface FixupGroup {
  label: string;
  idProp: string;
  prop: string;
  rows: { id: string; value: unknown }[] | null;
}

export interface CsvOutput {
  nodes: { label: string; file: string }[];
  relationships: { type: string; file: string }[];
  fixups: FixupGroup[];
  /** Properties set after the import, one per node. */
  fixedProperties: number;
  /** True when a value holds a line break (the import then needs `--multiline-fields=true`). */
  multiline: boolean;
  rows: { nodes: number; relationships: number };
  bytes: number;
}

type Column = { name: string; type: string };

function typeOf(value: unknown): string {
  if (typeof value === 'string') return 'string';
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return 'double';
  if (typeof value === 'bigint') return 'long';
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return 'string[]';
  throw new Error(`no CSV type for the value ${JSON.stringify(value)}`);
}

const quote = (s: string) => `"${s.replaceAll('"', '""')}"`;

export class CsvFiles {
  private readonly files = new Map<string, { stream: WriteStream; kind: 'node' | 'rel'; name: string; file: string }>();
  private readonly fixups: Fixup[] = [];
  /** Nodes per label, and per label and property the nodes whose value was a list. */
  private readonly perLabel = new Map<string, { nodes: number; lists: Map<string, number> }>();
  private multiline = false;
  private nodeRows = 0;
  private relRows = 0;
  private bytes = 0;
  private ready: Promise<unknown> | null = null;

  constructor(private readonly dir: string) {}

  /** A property's value as a CSV field, or null when the CSV cannot hold it. */
  private field(value: unknown): string | null {
    if (typeof value === 'string') {
      if (/[\r\n]/.test(value)) this.multiline = true;
      return quote(value);
    }
    if (Array.isArray(value)) {
      const items = value as string[];
      if (items.length === 0 || (items.length === 1 && items[0] === '')) return null;
      for (const item of items) {
        if (item.includes(ARRAY_DELIMITER)) throw new Error(`a list item holds the CSV array delimiter U+001F: ${JSON.stringify(item)}`);
        if (/[\r\n]/.test(item)) this.multiline = true;
      }
      return quote(items.join(ARRAY_DELIMITER));
    }
    return String(value);
  }

  private async write(kind: 'node' | 'rel', name: string, head: Column[], values: string[]): Promise<void> {
    this.ready ??= mkdir(this.dir, { recursive: true });
    await this.ready;
    const header = head.map((c) => (c.type === '' ? c.name : `${c.name}:${c.type}`)).join(',');
    const id = `${kind}\u0000${name}\u0000${header}`;
    let f = this.files.get(id);
    if (!f) {
      const file = path.join(this.dir, `${kind === 'node' ? 'nodes' : 'rels'}-${name}-${this.files.size}.csv`);
      f = { stream: createWriteStream(file), kind, name, file };
      this.files.set(id, f);
      f.stream.write(`${header}\n`);
    }
    const line = `${values.join(',')}\n`;
    this.bytes += Buffer.byteLength(line);
    if (!f.stream.write(line)) await once(f.stream, 'drain');
  }

  /** The typed columns and fields of `props`, keys sorted; values the CSV cannot hold go to `onFixup`. */
  private columns(props: Record<string, unknown>, skip: string | null, onFixup: (prop: string, value: unknown) => void): { head: Column[]; values: string[] } {
    const head: Column[] = [];
    const values: string[] = [];
    for (const name of Object.keys(props).sort()) {
      const value = props[name];
      if (name === skip || value === null || value === undefined) continue;
      const type = typeOf(value);
      const field = this.field(value);
      if (field === null) {
        onFixup(name, value);
        continue;
      }
      head.push({ name, type });
      values.push(field);
    }
    return { head, values };
  }

  /** One node of `label`, identified in its label's id space by the string property `idProp`. */
  async node(label: string, idProp: string, props: Record<string, unknown>): Promise<void> {
    const id = props[idProp];
    if (typeof id !== 'string') throw new Error(`a ${label} node without a string ${idProp}`);
    const { head, values } = this.columns(props, idProp, (prop, value) => this.fixups.push({ label, idProp, id, prop, value }));
    this.nodeRows += 1;
    const counts = this.perLabel.get(label) ?? { nodes: 0, lists: new Map<string, number>() };
    this.perLabel.set(label, counts);
    counts.nodes += 1;
    for (const [k, v] of Object.entries(props)) if (Array.isArray(v)) counts.lists.set(k, (counts.lists.get(k) ?? 0) + 1);
    await this.write('node', label, [{ name: idProp, type: `ID(${label})` }, ...head], [quote(id), ...values]);
  }

  /** One relationship of `type` between nodes given by label and id. */
  async rel(type: string, start: { label: string; id: string }, end: { label: string; id: string }, props: Record<string, unknown>): Promise<void> {
    const { head, values } = this.columns(props, null, (prop) => {
      throw new Error(`a ${type} relationship with an empty list in ${prop}: the import cannot hold it`);
    });
    this.relRows += 1;
    await this.write(
      'rel',
      type,
      [{ name: '', type: `:START_ID(${start.label})` }, { name: '', type: `:END_ID(${end.label})` }, ...head].map((c) =>
        c.name === '' ? { name: c.type, type: '' } : c,
      ),
      [quote(start.id), quote(end.id), ...values],
    );
  }

  /** Closes every file; returns the files by label and type, with what must be set after the import. */
  async close(): Promise<CsvOutput> {
    await Promise.all(
      [...this.files.values()].map((f) => new Promise<void>((resolve, reject) => f.stream.end((e?: Error | null) => (e ? reject(e) : resolve())))),
    );
    const all = [...this.files.values()];
    const groups = new Map<string, FixupGroup>();
    for (const f of this.fixups) {
      const k = `${f.label}.${f.prop}`;
      const g = groups.get(k) ?? { label: f.label, idProp: f.idProp, prop: f.prop, rows: [] };
      groups.set(k, g);
      g.rows?.push({ id: f.id, value: f.value });
    }
    for (const g of groups.values()) {
      const counts = this.perLabel.get(g.label);
      const everyNode = counts !== undefined && counts.lists.get(g.prop) === counts.nodes;
      if (everyNode && g.rows?.every((r) => Array.isArray(r.value) && r.value.length === 0)) g.rows = null;
    }
    return {
      nodes: all.filter((f) => f.kind === 'node').map((f) => ({ label: f.name, file: f.file })),
      relationships: all.filter((f) => f.kind === 'rel').map((f) => ({ type: f.name, file: f.file })),
      fixups: [...groups.values()],
      fixedProperties: this.fixups.length,
      multiline: this.multiline,
      rows: { nodes: this.nodeRows, relationships: this.relRows },
      bytes: this.bytes,
    };
  }
}
