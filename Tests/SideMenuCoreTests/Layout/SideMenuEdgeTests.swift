import Testing

@testable import SideMenuCore

@Suite("SideMenuEdge")
struct SideMenuEdgeTests {
  /// The whole `resolved(in:)` table: leading is left in LTR and right in RTL.
  @Test(arguments: [
    (SideMenuEdge.leading, SideMenuLayoutDirection.leftToRight, SideMenuPhysicalEdge.left),
    (.leading, .rightToLeft, .right),
    (.trailing, .leftToRight, .right),
    (.trailing, .rightToLeft, .left),
  ])
  func resolved(edge: SideMenuEdge, direction: SideMenuLayoutDirection, side: SideMenuPhysicalEdge)
  {
    #expect(edge.resolved(in: direction) == side)
  }

  @Test func caseLists() {
    #expect(SideMenuEdge.allCases == [.leading, .trailing])
    #expect(SideMenuPhysicalEdge.allCases == [.left, .right])
    #expect(SideMenuLayoutDirection.allCases == [.leftToRight, .rightToLeft])
  }

  @Test func opposite() {
    #expect(SideMenuEdge.leading.opposite == .trailing)
    #expect(SideMenuEdge.trailing.opposite == .leading)
    #expect(SideMenuPhysicalEdge.left.opposite == .right)
    #expect(SideMenuPhysicalEdge.right.opposite == .left)
    for edge in SideMenuEdge.allCases {
      #expect(edge.opposite != edge)
      #expect(edge.opposite.opposite == edge)
    }
    for side in SideMenuPhysicalEdge.allCases {
      #expect(side.opposite != side)
      #expect(side.opposite.opposite == side)
    }
  }

  /// Mirroring: flipping the direction or taking the other edge moves the menu to the other side.
  @Test(arguments: SideMenuEdge.allCases, SideMenuLayoutDirection.allCases)
  func resolutionMirrors(edge: SideMenuEdge, direction: SideMenuLayoutDirection) {
    let other: SideMenuLayoutDirection = direction == .leftToRight ? .rightToLeft : .leftToRight
    #expect(edge.opposite.resolved(in: direction) == edge.resolved(in: direction).opposite)
    #expect(edge.resolved(in: other) == edge.resolved(in: direction).opposite)
    #expect(edge.opposite.resolved(in: other) == edge.resolved(in: direction))
  }

  /// A left menu opens as the finger moves right (+x), a right menu as it moves left (−x).
  @Test func openingDirection() {
    #expect(SideMenuPhysicalEdge.left.openingDirection == 1)
    #expect(SideMenuPhysicalEdge.right.openingDirection == -1)
    for side in SideMenuPhysicalEdge.allCases {
      #expect(side.opposite.openingDirection == -side.openingDirection)
    }
  }
}
