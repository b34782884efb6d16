/**
 * Reading built pages as the browser does: parse5 parses the HTML (optional end tags, entities,
 * attributes in any quoting) and these helpers find elements, attributes and text in the tree,
 * so that the build checks ask about elements instead of matching tags with regular expressions.
 */
import {defaultTreeAdapter, parse, type DefaultTreeAdapterMap} from 'parse5';

/** A parsed page. */
export type HtmlDocument = DefaultTreeAdapterMap['document'];
/** Any node of a parsed page. */
export type HtmlNode = DefaultTreeAdapterMap['node'];
/** An element of a parsed page. */
export type HtmlElement = DefaultTreeAdapterMap['element'];
/** A page as text or already parsed: the checks take either, so a page is parsed once. */
export type Html = string | HtmlDocument;

/** The page parsed (a fragment gets the `<html>`, `<head>` and `<body>` a browser gives it). */
export function parseHtml(html: Html): HtmlDocument {
  return typeof html === 'string' ? parse(html) : html;
}

/** The children of a node: a `<template>`'s are its content's. */
function childrenOf(node: HtmlNode): HtmlNode[] {
  if (defaultTreeAdapter.isElementNode(node) && node.tagName === 'template') return defaultTreeAdapter.getTemplateContent(node as DefaultTreeAdapterMap['template']).childNodes;
  return 'childNodes' in node ? node.childNodes : [];
}

/**
 * The elements below `node`, in document order, that `which` selects: a tag name, or a test.
 *
 * @param node the page or an element of it (the element itself is not among the results)
 */
export function elementsOf(node: HtmlNode, which?: string | ((element: HtmlElement) => boolean)): HtmlElement[] {
  const test = typeof which === 'string' ? (element: HtmlElement) => element.tagName === which : (which ?? (() => true));
  const found: HtmlElement[] = [];
  const visit = (parent: HtmlNode) => {
    for (const child of childrenOf(parent)) {
      if (!defaultTreeAdapter.isElementNode(child)) continue;
      if (test(child)) found.push(child);
      visit(child);
    }
  };
  visit(node);
  return found;
}

/** The first element below `node` that `which` selects (see {@link elementsOf}). */
export function firstElement(node: HtmlNode, which: string | ((element: HtmlElement) => boolean)): HtmlElement | undefined {
  return elementsOf(node, which)[0];
}

/** The element after `element` among its parent's child elements, if any. */
export function nextElement(element: HtmlElement): HtmlElement | undefined {
  const siblings = (element.parentNode ? childrenOf(element.parentNode) : []).filter((node) => defaultTreeAdapter.isElementNode(node));
  return siblings[siblings.indexOf(element) + 1];
}

/** An attribute's value (entities decoded), or undefined when the element has none. */
export function attribute(element: HtmlElement, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

/** The words of an attribute that holds a list (`class`, `rel`). */
export function attributeWords(element: HtmlElement, name: string): string[] {
  return (attribute(element, name) ?? '').split(/\s+/).filter(Boolean);
}

/** How {@link textOf} reads text. */
export type TextOptions = {
  /** Put between elements (`' '`: words of two cells stay two words); default nothing. */
  separator?: string;
  /** Elements left out with all they hold. */
  skip?: (element: HtmlElement) => boolean;
};

/** The text below `node` (entities decoded), as `options` says. */
export function textOf(node: HtmlNode, {separator = '', skip = () => false}: TextOptions = {}): string {
  const parts: string[] = [];
  const visit = (parent: HtmlNode) => {
    for (const child of childrenOf(parent)) {
      if (defaultTreeAdapter.isTextNode(child)) parts.push(child.value);
      else if (defaultTreeAdapter.isElementNode(child) && !skip(child)) {
        parts.push(separator);
        visit(child);
        parts.push(separator);
      }
    }
  };
  visit(node);
  return parts.join('');
}
