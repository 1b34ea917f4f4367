def door = rect(at: [10, 10], size: [40, 80])
rule('door') { p -> p in door }
check('door') {
  hit [20, 20]
  miss [0, 0]
}
