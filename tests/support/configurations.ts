// Item configurations the API tests post: a half-and-half pizza, its choices spelled out as the
// customise page would post them (thin base, a margherita half with mushrooms, a pepperoni half).
export const halfAndHalf = (quantity: number) => ({
  itemId: "half-and-half",
  quantity,
  selections: [
    { groupId: "half-and-half-base", optionId: "base-thin", quantity: 1 },
    { groupId: "half-and-half-left", optionId: "left-margherita", quantity: 1 },
    { groupId: "half-and-half-left-margherita-toppings", optionId: "left-margherita-mushrooms", quantity: 1 },
    { groupId: "half-and-half-right", optionId: "right-pepperoni-classic", quantity: 1 },
  ],
});
