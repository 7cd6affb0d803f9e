/** The signed-in part of the top bar (bell and profile menu); hydrated only with a session cookie. */
export default function SignedInArea() {
  return null;
}
