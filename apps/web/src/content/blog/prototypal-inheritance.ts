import type { BlogArticle } from '../blog-article';

export const prototypalInheritance: BlogArticle = {
  slug: 'how-prototypal-inheritance-works-in-javascript',
  title: 'How does prototypal inheritance work in JavaScript?',
  summary:
    'Objects in JavaScript inherit directly from other objects through the prototype chain. Classes are a friendlier syntax over the same mechanism.',
  sections: [
    {
      paragraphs: [
        'In class-based languages such as Java, a class is a blueprint and objects are instances stamped out from it. JavaScript works differently: objects inherit directly from other objects. Every object has a hidden internal link, called [[Prototype]], that points to another object or to null. That linked object is its prototype.',
      ],
    },
    {
      heading: 'The prototype chain',
      paragraphs: [
        'When you read a property, the engine first looks on the object itself. If the property is not there, it follows the [[Prototype]] link and looks on the prototype, then on the prototype of the prototype, and so on until it finds the property or reaches null, in which case the result is undefined. This sequence of links is the prototype chain.',
      ],
      code: `const tool = {
  describe() {
    return \`\${this.name} made of \${this.material}\`;
  },
};

const wrench = Object.create(tool);
wrench.name = 'Wrench';
wrench.material = 'chrome vanadium';

wrench.describe(); // "Wrench made of chrome vanadium"
Object.getPrototypeOf(wrench) === tool; // true
Object.hasOwn(wrench, 'describe'); // false, it is inherited`,
    },
    {
      paragraphs: [
        'Notice that describe is not copied into wrench. It is shared: if you add a method to tool later, wrench sees it immediately. Inside the method, this refers to the object the method was called on, wrench, not to the object where the method was found. Writing a property, on the other hand, always creates or updates it on the object itself and never modifies the prototype, which is called shadowing.',
      ],
    },
    {
      heading: 'Constructor functions and the prototype property',
      paragraphs: [
        'Before classes existed, inheritance was set up with constructor functions. Every function has a prototype property. When you call a function with new, JavaScript creates a fresh object whose [[Prototype]] is that function\u2019s prototype property, runs the function with this bound to the new object, and returns it. Methods placed on the prototype are therefore shared by all instances instead of being recreated for each one.',
        'Do not confuse the two: fn.prototype is an ordinary property of a function, used as the template for instances, while [[Prototype]], exposed through Object.getPrototypeOf and the legacy __proto__ accessor, is the actual link every object has.',
      ],
    },
    {
      heading: 'Classes are the same mechanism',
      paragraphs: [
        'The class keyword, added in ES2015, is mostly syntax over prototypes. Methods declared in a class body end up on Class.prototype, and extends links one prototype to another.',
      ],
      code: `class Part {
  constructor(public sku: string) {}
  label() {
    return \`Part \${this.sku}\`;
  }
}

class Gear extends Part {
  constructor(sku: string, public teeth: number) {
    super(sku);
  }
}

const gear = new Gear('G-40', 40);
gear.label(); // found on Part.prototype via the chain
Object.getPrototypeOf(Gear.prototype) === Part.prototype; // true`,
    },
    {
      heading: 'Why it matters',
      paragraphs: [
        'Understanding the chain explains many everyday behaviours: why arrays have map and filter (they live on Array.prototype), why a for...in loop can list inherited properties, and why modifying built-in prototypes is risky, since every object of that type in the program is affected. Prefer Object.hasOwn when you need to know whether a property really belongs to an object.',
      ],
    },
  ],
};
