// SwiftUI-style code, written for folio's highlighting tests.
import SwiftUI

struct Post: Identifiable, Hashable, Codable {
    let id: UUID
    var title: String
    var tags: Set<String>
    var published: Date?
    var isDraft: Bool { published == nil }
}

struct PostRow: View {
    let post: Post
    @Environment(\.colorScheme) private var colorScheme
    @State private var isExpanded = false
    @Binding var selection: Post.ID?

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Text(post.title)
                    .font(.headline)
                    .foregroundStyle(post.isDraft ? .secondary : .primary)
                Spacer()
                if let date = post.published {
                    Text(date, format: .dateTime.year().month().day())
                        .font(.caption.monospacedDigit())
                }
            }
            if isExpanded {
                ForEach(post.tags.sorted(), id: \.self) { tag in
                    Label(tag, systemImage: "tag")
                }
            }
        }
        .padding(.vertical, 6)
        .contentShape(Rectangle())
        .onTapGesture { withAnimation(.easeInOut(duration: 0.2)) { isExpanded.toggle() } }
        .background(selection == post.id ? Color.accentColor.opacity(0.15) : .clear)
    }
}

struct PostList: View {
    @State private var posts: [Post] = []
    @State private var query = ""
    @State private var selection: Post.ID?

    private var filtered: [Post] {
        guard !query.isEmpty else { return posts }
        return posts.filter { $0.title.localizedCaseInsensitiveContains(query) || $0.tags.contains(query) }
    }

    var body: some View {
        NavigationStack {
            List(filtered) { post in
                PostRow(post: post, selection: $selection)
            }
            .searchable(text: $query, prompt: "Title or tag")
            .navigationTitle("Posts (\(filtered.count))")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("New", systemImage: "plus") { posts.insert(.blank, at: 0) }
                }
            }
        }
    }
}

extension Post {
    static var blank: Post { Post(id: UUID(), title: "Untitled", tags: [], published: nil) }
}

@propertyWrapper
struct Clamped<Value: Comparable> {
    private var value: Value
    let range: ClosedRange<Value>

    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }

    var wrappedValue: Value {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
}

struct Settings {
    @Clamped(1...50) var postsPerPage = 10
    @Clamped(0.5...2.0) var scale = 1.0
    var theme: String = "default" {
        willSet { print("theme will change from \(theme) to \(newValue)") }
        didSet(old) { if old == theme { print("unchanged") } }
    }
}

#Preview("Rows") {
    PostRow(post: .blank, selection: .constant(nil))
}
