/** CSS-module stand-in: `styles.anything` is the string 'anything'. */
export default new Proxy({}, {get: (_target, key) => (typeof key === 'string' ? key : '')});
