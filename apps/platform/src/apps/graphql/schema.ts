import { buildSchema } from 'graphql';

/**
 * The part of the platform's GraphQL Admin API the emulator answers: App Extensions
 * (app-extensions-guide.mdx) and reassigning metafields' owner
 * (metafields-reassign-metafields-owner.mdx), with the type names of the platform's schema.
 */
export const schema = buildSchema(/* GraphQL */ `
  type Query {
    store: Store!
  }

  type Store {
    "The store's App Extensions registered to the API account that makes the request."
    appExtensions(first: Int, after: String, last: Int, before: String): AppExtensionConnection!
  }

  interface Node {
    id: ID!
  }

  type AppExtension implements Node {
    id: ID!
    context: AppExtensionContext!
    model: AppExtensionModel!
    url: String!
    label: AppExtensionLabel!
  }

  type AppExtensionLabel {
    defaultValue: String!
    locales: [AppExtensionLocaleLabel!]!
  }

  type AppExtensionLocaleLabel {
    value: String!
    localeCode: String!
  }

  enum AppExtensionContext {
    PANEL
    LINK
  }

  enum AppExtensionModel {
    PRODUCTS
    ORDERS
    CUSTOMERS
  }

  type AppExtensionConnection {
    edges: [AppExtensionEdge!]!
    pageInfo: PageInfo!
  }

  type AppExtensionEdge {
    cursor: String!
    node: AppExtension!
  }

  type PageInfo {
    hasNextPage: Boolean!
    hasPreviousPage: Boolean!
    startCursor: String
    endCursor: String
  }

  type Mutation {
    appExtension: AppExtensionMutations!
    metafield: MetafieldMutations!
  }

  type AppExtensionMutations {
    createAppExtension(input: CreateAppExtensionInput!): CreateAppExtensionResult
    updateAppExtension(input: UpdateAppExtensionInput!): UpdateAppExtensionResult
    deleteAppExtension(input: DeleteAppExtensionInput!): DeleteAppExtensionResult
  }

  input CreateAppExtensionInput {
    context: AppExtensionContext!
    model: AppExtensionModel!
    url: String!
    label: AppExtensionLabelInput!
  }

  input AppExtensionLabelInput {
    defaultValue: String!
    locales: [AppExtensionLocaleLabelInput!]
  }

  input AppExtensionLocaleLabelInput {
    value: String!
    localeCode: String!
  }

  input UpdateAppExtensionInput {
    id: ID!
    data: UpdateAppExtensionDataInput!
  }

  input UpdateAppExtensionDataInput {
    url: String
    label: AppExtensionLabelInput
  }

  input DeleteAppExtensionInput {
    id: ID!
  }

  type CreateAppExtensionResult {
    appExtension: AppExtension!
  }

  type UpdateAppExtensionResult {
    appExtension: AppExtension!
  }

  type DeleteAppExtensionResult {
    deletedAppExtensionId: ID!
  }

  type MetafieldMutations {
    reassignMetafieldsOwner(input: ReassignMetafieldsOwnerInput!): ReassignMetafieldsOwnerResult
  }

  input ReassignMetafieldsOwnerInput {
    newClientId: String!
    metafieldIds: [ID!]!
  }

  type ReassignMetafieldsOwnerResult {
    metafieldIds: [ID!]!
  }
`);
