import Trellis

struct Recipe: Identifiable, Hashable {
    let id: Int
    let name: String
    let minutes: Int
}

let recipes = [
    Recipe(id: 1, name: "Pancakes", minutes: 20),
    Recipe(id: 2, name: "Tomato soup", minutes: 35),
    Recipe(id: 3, name: "Risotto", minutes: 45),
    Recipe(id: 4, name: "Flatbread", minutes: 25),
]

/// A stack with a path in state, links by value and by destination, a toolbar and a search field.
struct RecipesStack: View {
    @State private var path: [Recipe] = []
    @State private var query = ""
    @State private var favourites: Set<Int> = []

    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(recipes.filter { query.isEmpty || $0.name.localizedCaseInsensitiveContains(query) }) { recipe in
                    NavigationLink(value: recipe) {
                        HStack {
                            Text(recipe.name)
                            if favourites.contains(recipe.id) { Image(systemName: "star.fill") }
                        }
                    }
                }
                NavigationLink("About this demo") {
                    Text("Pushed as a view with NavigationLink(destination:)")
                        .navigationTitle("About")
                }
            }
            .navigationTitle("Recipes")
            .navigationDestination(for: Recipe.self) { recipe in
                RecipeDetail(recipe: recipe, isFavourite: favourites.contains(recipe.id)) {
                    if favourites.contains(recipe.id) { favourites.remove(recipe.id) } else { favourites.insert(recipe.id) }
                }
            }
            .searchable(text: $query, prompt: "Search recipes")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Random", systemImage: "arrow.clockwise") {
                        if let recipe = recipes.randomElement() { path.append(recipe) }
                    }
                }
            }
        }
    }
}

struct RecipeDetail: View {
    let recipe: Recipe
    let isFavourite: Bool
    let toggleFavourite: () -> Void
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 12) {
            Text(recipe.name).font(.title)
            Text("Ready in \(recipe.minutes) minutes").foregroundColor(.secondary)
            Button("Done") { dismiss() }
        }
        .navigationTitle(recipe.name)
        .toolbar {
            Button(isFavourite ? "Unfavourite" : "Favourite", systemImage: isFavourite ? "star.fill" : "star") {
                toggleFavourite()
            }
        }
    }
}
