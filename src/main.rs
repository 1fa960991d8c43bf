//! Code Breakers: four code-breaking tabletop games at one table.

fn main() {
    codebreakers::run();
}
