export function App() {
  return <h1>运营管理后台</h1>;
}
