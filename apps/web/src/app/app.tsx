// The storefront's root component.
import { brand } from '../config/site';

export function App() {
  return (
    <main className="mx-auto max-w-3xl p-8 font-sans">
      <h1 className="text-3xl font-bold text-indigo-700">{brand.name}</h1>
      <p className="mt-2 text-slate-700">{brand.tagline}</p>
    </main>
  );
}
